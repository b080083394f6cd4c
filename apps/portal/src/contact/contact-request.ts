import type { ContactRequest, ContactTopic } from '@keystone/api';
import { cutContactMessage } from '@keystone/flows/rules';

export interface ContactFormValues {
  fullName: string;
  email: string;
  message: string;
  interest: ContactTopic | '';
  companyName: string;
  phoneNumber: string;
}

/** The `POST /marketing/contact-us` body: trimmed, optional fields left out when empty, the project added when known. */
export function contactRequestFrom(values: ContactFormValues, projectName?: string): ContactRequest {
  const optional = (value: string) => value.trim() || undefined;
  const request: ContactRequest = {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    message: cutContactMessage(values.message),
  };
  const interest = values.interest || undefined;
  const companyName = optional(values.companyName);
  const phoneNumber = optional(values.phoneNumber);
  const project = projectName ? optional(projectName) : undefined;
  if (interest) request.interest = interest;
  if (companyName) request.companyName = companyName;
  if (phoneNumber) request.phoneNumber = phoneNumber;
  if (project) request.projectName = project;
  return request;
}
