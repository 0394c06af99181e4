/**
 * Every number of the power estimate, in one place, with where it comes from.
 * Estimated draw = CPU peak power + GPU board power + the allowances below;
 * recommended PSU = estimate × headroom factor (as a whole percent, so the sums stay exact), rounded up to POWER_ROUNDING_W.
 * The allowances are deliberately round, slightly generous figures: a PSU sized on them
 * is never too small because of a drive or a fan.
 */
export const POWER_CONSTANTS = {
  /**
   * Motherboard: chipset (Intel ARK lists 6 W TDP for Z790; AMD's two-chip X670E is about
   * twice that), VRM conversion losses, onboard controllers and a couple of USB peripherals
   * (a USB 3.x port may supply 4.5 W by the USB 3.2 specification).
   */
  motherboardW: 50,
  /** Per memory module: DDR5 modules (with their own PMIC) draw a few watts each under load in makers' figures; DDR4 less. */
  memoryModuleW: 5,
  /** Per NVMe drive: PCIe 4.0/5.0 NVMe datasheets give peak power in the 6–10 W range. */
  nvmeDriveW: 8,
  /** Per SATA SSD: SATA SSD datasheets give a few watts active (typically 2–5 W). */
  sataSsdW: 5,
  /** Per 3.5" hard drive: about 5–9 W operating, with a short ~2 A surge on 12 V at spin-up (makers' datasheets). */
  hardDriveW: 10,
  /** Per fan: 120/140 mm case fans are rated about 0.1–0.3 A at 12 V (1–4 W) on their labels. */
  fanW: 3,
  /** Liquid cooler pump (with its RGB): AIO pumps are rated a few watts to about 0.5 A at 12 V. */
  pumpW: 10,
  /** Per expansion card (sound, network): a PCIe x1 card may draw up to 10 W by the PCI Express CEM specification. */
  expansionCardW: 10,
  /**
   * Headroom for ATX 3.x units: Intel's ATX 3.0 PSU design guide requires them to ride through
   * power excursions up to 200% of their rating for 100 µs, so GPU spikes are absorbed; the
   * margin keeps sustained load near 75% of the rating, where 80 PLUS efficiency is high and
   * fans are quiet.
   */
  headroomAtx3Percent: 130,
  /**
   * Headroom for older (ATX 2.x) units: they are not required to absorb excursions, and
   * modern GPUs' millisecond spikes well above board power have tripped over-current
   * protection on units sized close to the average draw; hence the larger margin.
   */
  headroomLegacyPercent: 150,
  /** Recommendations are rounded up to a whole 50 W, the steps PSUs are sold in. */
  roundingW: 50,
} as const;
