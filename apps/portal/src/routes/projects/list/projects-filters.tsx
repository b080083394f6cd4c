import type { ProjectStatus } from '@keystone/api';
import { PROJECT_STATUS_LABELS } from '@keystone/flows/projects';
import { ToggleChipGroup } from '@keystone/ui';
import { ListSearchField } from '../../../lists/list-search-field.tsx';
import { statusesFor, type ProjectsViewer } from './projects-list-query.ts';

interface ProjectsFiltersProps {
  viewer: ProjectsViewer;
  /** The search in the address. */
  search: string;
  status: readonly ProjectStatus[];
  onSearch: (search: string) => void;
  onStatusChange: (status: ProjectStatus[]) => void;
}

/** The list's search (title or city, sent when the person pauses typing) and its several-status filter. */
export function ProjectsFilters({ viewer, search, status, onSearch, onStatusChange }: ProjectsFiltersProps) {
  const options = statusesFor(viewer).map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }));
  return (
    <div className="flex flex-col gap-4">
      <ListSearchField
        search={search}
        onSearch={onSearch}
        placeholder="Project title or city"
        className="w-full max-w-sm"
      />
      <ToggleChipGroup
        legend="Status"
        hint="None chosen shows every status."
        narrow="scroll"
        options={options}
        value={status}
        onValueChange={(value) => onStatusChange(value as ProjectStatus[])}
      />
    </div>
  );
}
