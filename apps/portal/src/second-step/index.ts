export { CodeForm, RECOVERY_CODE_HINT, RECOVERY_CODE_LABEL } from './code-form.tsx';
export { OtherWays, SECOND_STEP_WAYS, shownWay, type SecondStepWay } from './ways.tsx';
export { LostEverything, SUPPORT_LINK } from './lost-everything.tsx';
