import { describe, expect, it } from 'vitest';
import { buildIssuesPrompt, promptModal } from './issue-prompt';
import { anIssue } from './transition-fixtures';

describe("a prompt for the build's own problems", () => {
  it('holds the problems, the route and no pending choice', () => {
    const issue = anIssue();
    expect(buildIssuesPrompt({ issues: [issue], warnings: [] }, 'share')).toEqual({
      issues: [issue],
      warnings: [],
      route: 'share',
      pending: null,
      canProceed: true,
    });
  });

  it('is null when there is nothing to show', () => {
    expect(buildIssuesPrompt({ issues: [], warnings: [] }, 'configurator')).toBeNull();
  });

  it('gives the modal, without an action when the operation cannot go on', () => {
    const warning = anIssue({ type: 'warning', tag: 'psu-headroom-low' });
    const prompt = buildIssuesPrompt({ issues: [], warnings: [warning] }, 'configurator', false);
    expect(prompt && promptModal(prompt).buttons.map((b) => b.label)).toEqual(['Go back']);
  });

  it('refuses a prompt without problems', () => {
    expect(() =>
      promptModal({
        issues: [],
        warnings: [],
        route: 'configurator',
        pending: null,
        canProceed: true,
      }),
    ).toThrow(/at least one problem/);
  });
});
