/** Switching between assist and expert mode (spec section 4 "Mode switch"). */
import { currentSubStep } from './assist-steps';
import type { Build } from './build-model';
import { clearFields, fieldsAfterSubStep } from './build-fields';

/** Not verbatim in the spec ("a warning says the current component selection will be lost"). */
export const SWITCH_TO_ASSIST_WARNING =
  'Switching to assist mode will lose your current component selection for the steps after this one.';

/** Expert → assist, once the warning is accepted: selections of later sub-steps are cleared. */
export function switchToAssist(build: Build): Build {
  const subStep = currentSubStep(build);
  const cleared = clearFields(build, [...fieldsAfterSubStep(subStep), 'sundries']);
  return { ...cleared, buildMode: 'assist', buildSubStep: subStep };
}

/** Assist → expert keeps every selection (every category is shown at once there). */
export function switchToExpert(build: Build): Build {
  return { ...build, buildMode: 'expert', buildSubStep: currentSubStep(build) };
}
