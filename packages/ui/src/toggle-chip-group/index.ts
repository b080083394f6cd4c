export { ToggleChipGroup, type ToggleChipGroupProps, type ToggleChipOption } from './toggle-chip-group.tsx';
