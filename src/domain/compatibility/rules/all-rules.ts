/**
 * Every compatibility rule in the order its issues are listed (roughly the wizard's order),
 * and, for flagging, the rules that read each field.
 */
import type { Rule, RuleField } from '../rule';
import {
  boardFormFactorRule,
  coolerHeightRule,
  gpuLengthRule,
  gpuSlotWidthRule,
  psuFormFactorRule,
  radiatorRule,
} from './case-fit-rules';
import { coolerPowerRule, coolerSocketRule, memoryClearanceRule } from './cooler-rules';
import { fanMountsRule, fansTotalRule } from './fan-rules';
import {
  memoryCapacityRule,
  memoryRegisteredRule,
  memorySlotsRule,
  memorySpeedRule,
  memoryTypeRule,
} from './memory-rules';
import { osMemoryLimitRule } from './os-rules';
import { gpuPowerConnectorsRule, psuWattageRule } from './power-rules';
import { integratedGraphicsRule, missingPrimaryStorageRule } from './presence-rules';
import { biosGenerationRule, chipsetVendorRule, cpuSocketRule } from './processor-rules';
import { driveBaysRule, m2SlotsRule, pcieSlotsRule, sataPortsRule } from './slot-rules';

export const COMPATIBILITY_RULES: readonly Rule[] = [
  chipsetVendorRule,
  cpuSocketRule,
  biosGenerationRule,
  boardFormFactorRule,
  memoryTypeRule,
  memoryRegisteredRule,
  memorySlotsRule,
  memoryCapacityRule,
  memorySpeedRule,
  gpuLengthRule,
  gpuSlotWidthRule,
  integratedGraphicsRule,
  missingPrimaryStorageRule,
  m2SlotsRule,
  sataPortsRule,
  driveBaysRule,
  psuFormFactorRule,
  psuWattageRule,
  gpuPowerConnectorsRule,
  coolerSocketRule,
  coolerHeightRule,
  radiatorRule,
  memoryClearanceRule,
  coolerPowerRule,
  fansTotalRule,
  fanMountsRule,
  pcieSlotsRule,
  osMemoryLimitRule,
];

const byField = new Map<RuleField, Rule[]>();
for (const rule of COMPATIBILITY_RULES) {
  for (const field of rule.fields) {
    const list = byField.get(field) ?? [];
    list.push(rule);
    byField.set(field, list);
  }
}

/** The rules that read a field, in listing order (empty for fields no rule reads). */
export function rulesForField(field: RuleField): readonly Rule[] {
  return byField.get(field) ?? [];
}
