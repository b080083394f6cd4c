import type { Project } from '@keystone/api';

const namesPlace = (title: string, place: string) =>
  new RegExp(`(^|[^\\p{L}])${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu').test(title);

/**
 * What a project's main picture shows, for a screen reader: the title, then the city unless the title names it
 * already ('Stokes Croft Co-living, Bristol' stays as it is, not '…, Bristol, Bristol').
 */
export function projectImageAlt({ title, city }: Pick<Project, 'title' | 'city'>): string {
  const place = city.trim();
  return place === '' || namesPlace(title, place) ? title : `${title}, ${place}`;
}
