/** Additional case fans: size and count against the case's fan mounts, and the pack limit. */
import { issueDraft, notVerified, partName, plural, type Rule } from '../rule';

export const fansTotalRule: Rule = {
  name: 'fans-total',
  fields: ['fans', 'fansTotal'],
  check({ build, parts: { fans }, out }) {
    if (!fans || build.fansTotal === null || build.fansTotal <= fans.specs.maxNumAllowed) return;
    out.add(
      issueDraft({
        type: 'error',
        tag: 'fans-total-above-maximum',
        route: 'fansTotal',
        main: fans,
        message: () =>
          `You chose ${build.fansTotal} of the ${partName(fans)}, but up to ${fans.specs.maxNumAllowed} can be added to a build.`,
        detail: () => `Choose a total from 1 to ${fans.specs.maxNumAllowed}.`,
      }),
    );
  },
};

export const fanMountsRule: Rule = {
  name: 'fan-mounts',
  fields: ['fans', 'fansTotal', 'case'],
  check({ build, parts: { fans, case: pcCase }, out }) {
    if (!fans || !pcCase) return;
    const size = fans.specs.sizeMm;
    const mounts = pcCase.specs.fanMounts;
    if (mounts === null) {
      out.add(
        notVerified(
          'fan-mounts',
          'fans',
          fans,
          pcCase,
          () =>
            `We could not verify that the ${partName(pcCase)} has room for the ${partName(fans)}: the case’s fan mounts are unknown.`,
        ),
      );
      return;
    }
    const count = fans.specs.packSize * (build.fansTotal ?? 1);
    const places = mounts[size];
    if (count <= places) return;
    out.add(
      issueDraft({
        type: places === 0 ? 'error' : 'missingslot',
        tag: places === 0 ? 'fan-size-unsupported' : 'fan-mounts-exceeded',
        route: 'fans',
        main: fans,
        connecting: pcCase,
        message: () =>
          places === 0
            ? `The ${partName(fans)} are ${size} mm fans, but the ${partName(pcCase)} has no ${size} mm fan mounts.`
            : `You chose ${plural(count, 'fan')} of ${size} mm, but the ${partName(pcCase)} has ${plural(places, 'mount')} for ${size} mm fans.`,
        detail: () =>
          places === 0
            ? `Choose ${size === 120 ? 140 : 120} mm fans if the case takes them.`
            : fitDetail(places, fans.specs.packSize),
      }),
    );
  },
};

function fitDetail(places: number, packSize: number): string {
  const packs = Math.floor(places / packSize);
  return packs === 0
    ? `Choose fans sold singly or in packs of ${places} or fewer.`
    : `Choose a total of up to ${plural(packs, 'pack')}.`;
}
