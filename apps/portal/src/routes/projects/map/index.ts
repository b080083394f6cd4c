export { ProjectMap, type ProjectMapProps } from './project-map.tsx';
