import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { rulesResolver } from './rules-resolver.ts';

interface SignIn {
  email: string;
  password: string;
  repeat: string;
}

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<SignIn>;
const required = (message: string) => (value: string) => (value.trim() === '' ? message : undefined);

describe('rulesResolver', () => {
  const resolver = rulesResolver<SignIn>({
    email: required('Please enter the Email'),
    password: required('Please enter the password'),
    repeat: (value, values) => (value === values.password ? undefined : 'Passwords do not match'),
  });

  it('answers the values when every rule passes', async () => {
    const values = { email: 'ada@example.com', password: 'Secret1', repeat: 'Secret1' };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it("answers each failing field's message, and no values", async () => {
    const result = await resolver({ email: ' ', password: 'Secret1', repeat: 'Secret2' }, undefined, options);
    expect(result).toEqual({
      values: {},
      errors: {
        email: { type: 'validate', message: 'Please enter the Email' },
        repeat: { type: 'validate', message: 'Passwords do not match' },
      },
    });
  });

  it('takes a whole-form rule answering { field, message }[], nested names and the first message per field', async () => {
    const wholeForm = rulesResolver<{ answers: { q1: string } }>(() => [
      { field: 'answers.q1', message: 'Please answer' },
      { field: 'answers.q1', message: 'A later message' },
    ]);
    const result = await wholeForm({ answers: { q1: '' } }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    } as ResolverOptions<{ answers: { q1: string } }>);
    expect(result.errors).toEqual({ answers: { q1: { type: 'validate', message: 'Please answer' } } });
  });
});
