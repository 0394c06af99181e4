/** Fans (spec section 4 "Fans", section 5: fans total runs from 1 to maxNumAllowed, default 1). */
import type { Build } from './build-model';

export interface FanChoice {
  id: string;
  maxNumAllowed: number | null;
}

/** Choosing a fan product sets fansTotal to 1; choosing none clears fans and fansTotal. */
export function chooseFans(build: Build, fan: FanChoice | null): Build {
  if (!fan) return { ...build, fans: null, fansTotal: null };
  return { ...build, fans: fan.id, fansTotal: 1 };
}

/** The totals a shopper can pick for a fan product: 1..maxNumAllowed (just 1 when unknown). */
export function fansTotalOptions(maxNumAllowed: number | null): number[] {
  const max =
    maxNumAllowed !== null && Number.isInteger(maxNumAllowed) && maxNumAllowed > 1
      ? maxNumAllowed
      : 1;
  return Array.from({ length: max }, (_, index) => index + 1);
}

/** Sets the total, kept within 1..maxNumAllowed; without fans chosen nothing changes. */
export function setFansTotal(build: Build, total: number, maxNumAllowed: number | null): Build {
  if (build.fans === null) return build;
  const options = fansTotalOptions(maxNumAllowed);
  const clamped = Math.min(Math.max(Math.trunc(total) || 1, 1), options.length);
  return { ...build, fansTotal: clamped };
}
