import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareModal } from './share-modal';
import { shareLinkOf } from './use-share-modal';

const LINK = shareLinkOf('https://shop.example', 'pc-123');

describe('<ShareModal>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function open(onClose = vi.fn()) {
    render(<ShareModal link={LINK} onClose={onClose} />);
    act(() => void vi.advanceTimersByTime(100));
    return { onClose, dialog: screen.getByRole('dialog', { name: 'Save Your Build' }) };
  }

  it("shows 'Save Your Build' with the link {origin}/share/{pcBuildPublicId}", () => {
    const { dialog } = open();
    expect(LINK).toBe('https://shop.example/share/pc-123');
    expect(dialog).toHaveAccessibleDescription("Here's your link, keep it safe");
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(LINK);
  });

  it('copies the link and shows the copied state for 1 s', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(LINK);
    await act(async () => undefined); // the copied state's effect starts its 1 s timer
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    act(() => void vi.advanceTimersByTime(999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('selects the link and says how to copy it when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByRole('status')).toHaveTextContent('Press Ctrl+C');
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Share link' });
    expect(field.selectionEnd! - field.selectionStart!).toBe(LINK.length);
  });

  it('links to X, Facebook and e-mail, and offers the native share only where it exists', () => {
    open();
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    expect(screen.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(LINK)),
    );
    expect(screen.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('hands the link to the native share sheet', () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
  });

  it('closes with the close button', () => {
    const { onClose } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
