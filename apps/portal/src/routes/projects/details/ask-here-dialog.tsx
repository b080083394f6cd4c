import type { Project } from '@keystone/api';
import { Button } from '@keystone/ui';
import { useEffect, useRef, useState } from 'react';
import { ContactDialog } from '../../../contact/index.ts';
import { DETAILS_TEXTS } from './project-details-texts.ts';

/**
 * 'Ask here' (seed 001 §2): the contact form, sent with the project's name. Its interest defaults to KYC for an
 * investor who used 3 or more answer attempts: the dialog reads that from the signed-in user.
 */
export function AskHereDialog({ project, defaultOpen = false }: { project: Project; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // The contact dialog has no trigger of its own, so Radix cannot give the focus back: once closed, it returns here.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <Button ref={button} variant="secondary" onClick={() => setOpen(true)}>
        {DETAILS_TEXTS.askHere}
      </Button>
      <ContactDialog open={open} onOpenChange={setOpen} projectName={project.title} />
    </>
  );
}
