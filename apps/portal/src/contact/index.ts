export { ContactDialog, CONTACT_TEXTS, type ContactDialogProps } from './contact-dialog.tsx';
export { CONTACT_TOPIC_LABELS, CONTACT_TOPIC_OPTIONS } from './contact-topics.ts';
