import { demoProjects } from '@keystone/demo/fixtures';
import { PROJECT_FIELDS, projectForSave } from '@keystone/flows/projects';
import { describe, expect, it } from 'vitest';
import { formStateFrom, formValuesFrom } from './project-form-state.ts';

describe('the project form state', () => {
  it.each(Object.entries(demoProjects))('gives back %s unchanged when saved untouched', (_, project) => {
    const body = projectForSave(formValuesFrom(formStateFrom(project), project));
    for (const field of PROJECT_FIELDS.filter((name) => name !== 'images' && name !== 'documents')) {
      expect([field, body[field] ?? null]).toEqual([field, project[field] ?? null]);
    }
    expect(body.images).toEqual(project.images.map(({ url, main }) => ({ url, main })));
    expect(body.documents).toEqual(
      project.documents.map(({ uuid, title, url, visible, required }) => ({ uuid, title, url, visible, required })),
    );
  });

  it('shows money as the pounds typed and reads it back in pence, NaN for what is no amount', () => {
    const state = formStateFrom(demoProjects.comingSoon);
    expect(state.shortFundingTargetPence).toBe('950000');
    expect(formValuesFrom({ ...state, shortFundingMinimumPence: '1,250.50' }).shortFundingMinimumPence).toBe(125_050);
    expect(formValuesFrom({ ...state, shortExpectedProfitPence: '' }).shortExpectedProfitPence).toBeNull();
    expect(formValuesFrom({ ...state, shortFundingTargetPence: '12.345' }).shortFundingTargetPence).toBeNaN();
  });

  it('starts a new project as a DRAFT with the four predefined documents and nothing ticked', () => {
    const state = formStateFrom();
    expect(state.status).toBe('DRAFT');
    expect(state.documents.map(({ title }) => title)).toEqual([
      'Floor plans',
      'Architectural designs',
      'RICS',
      'Pitch deck',
    ]);
    expect(state.shortStrategies).toEqual([]);
    expect(formValuesFrom(state).documents?.[0]).not.toHaveProperty('formKey');
  });
});
