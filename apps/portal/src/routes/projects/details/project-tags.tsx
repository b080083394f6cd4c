import type { Project } from '@keystone/api';
import {
  INVEST_STRATEGY_LABELS,
  PROJECT_PURPOSE_LABELS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUS_TONES,
  PROJECT_TYPE_LABELS,
  projectStrategies,
} from '@keystone/flows/projects';
import { Badge } from '@keystone/ui';
import { DETAILS_TEXTS } from './project-details-texts.ts';

/** The project's tags: its status, type, purpose and the strategies it offers, in flows' words. */
export function ProjectTags({ project }: { project: Project }) {
  const tags = [
    PROJECT_TYPE_LABELS[project.projectType],
    PROJECT_PURPOSE_LABELS[project.purpose],
    ...projectStrategies(project).map((strategy) => INVEST_STRATEGY_LABELS[strategy]),
  ];
  return (
    <ul aria-label={DETAILS_TEXTS.tags} className="flex flex-wrap gap-2">
      <li>
        <Badge tone={PROJECT_STATUS_TONES[project.status]}>{PROJECT_STATUS_LABELS[project.status]}</Badge>
      </li>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
