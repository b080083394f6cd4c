export { Select, type SelectOption, type SelectProps } from './select.tsx';
export { SelectContent, SelectGroup, SelectItem, SelectRoot, SelectTrigger, SelectValue } from './select-parts.tsx';
