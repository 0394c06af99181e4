/** Assist mode's description of each step (the spec shows "a description" but not its text). */
import type { ConfigureCategory } from '../../../domain/catalog/categories';

export const STEP_DESCRIPTIONS: Readonly<Record<ConfigureCategory, string>> = {
  cpu: 'The processor runs your games and apps. Every other part is checked against it.',
  motherboard:
    'The motherboard connects every part. It must match your processor and fit your case.',
  memory: 'Memory keeps your games and apps ready. 32 GB suits most gaming builds.',
  gpu: 'The graphics card draws every frame. It decides how smoothly games run at your resolution.',
  storage: 'Your main drive holds Windows and your games. An NVMe SSD loads them fastest.',
  secondaryStorage: 'Optional: a second drive for more games, media or backups.',
  tertiaryStorage: 'Optional: a third drive for even more space.',
  psu: 'The power supply feeds every part. We recommend a wattage from your build below.',
  coolingCpu: 'A CPU cooler keeps your processor quiet and fast under load.',
  fans: 'Optional: extra case fans for more airflow.',
  soundcard: 'Optional: onboard audio suits most headsets; a sound card adds clarity.',
  networking: 'Optional: onboard networking is fine for most; add Wi-Fi or faster Ethernet here.',
  os: 'Choose the operating system installed on your PC.',
};
