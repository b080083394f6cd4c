export { Notice, noticeVariants, STICKY_INSET_PROPERTY, type NoticeProps } from './notice.tsx';
