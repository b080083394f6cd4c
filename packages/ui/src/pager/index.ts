export { Pager, type PagerProps } from './pager.tsx';
export { getPageItems, type PageItem } from './page-items.ts';
