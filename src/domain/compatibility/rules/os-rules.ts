/** The operating system's memory limit. */
import { issueDraft, notVerifiedAdvisory, partName, type Rule } from '../rule';

export const osMemoryLimitRule: Rule = {
  name: 'os-memory',
  fields: ['os', 'memory'],
  check({ parts: { os, memory }, options, out }) {
    if (!os || !memory || !options.advisories) return;
    const limit = os.specs.maxMemoryGb;
    const { modules, moduleSizeGb } = memory.specs;
    if (limit === null || modules === null || moduleSizeGb === null) {
      out.add(
        notVerifiedAdvisory(
          'os-memory',
          'os',
          os,
          memory,
          () =>
            `We could not verify that the ${partName(os)} can use all of the ${partName(memory)}: the ${limit === null ? 'system’s memory limit' : 'kit’s capacity'} is unknown.`,
        ),
      );
      return;
    }
    const totalGb = modules * moduleSizeGb;
    if (totalGb <= limit) return;
    out.add(
      issueDraft({
        type: 'warning',
        tag: 'os-memory-limit',
        route: 'os',
        main: os,
        connecting: memory,
        message: () =>
          `The ${partName(os)} uses up to ${limit} GB of memory, but this build has ${totalGb} GB.`,
        detail: () =>
          `The rest will sit unused; an edition that supports ${totalGb} GB uses it all.`,
      }),
    );
  },
};
