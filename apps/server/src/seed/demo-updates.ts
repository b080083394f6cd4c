import { demoProjectUpdatesAsOf } from '@keystone/demo/fixtures';
import type { ProjectUpdateInput } from '@keystone/api';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { createProjectUpdate, editProjectUpdate } from '../project-updates/service.ts';
import { findProjectIdByTitle } from '../projects/queries.ts';
import type { FileStorage } from '../providers/storage/file-storage.ts';
import { demoDocument, demoPicture } from './demo-artwork.ts';
import type { DemoContext } from './demo-context.ts';
import { storeFile } from './demo-project-files.ts';

/**
 * The demo's project updates (issue 34 §2), posted and edited by the admin through the updates' own service at the
 * moments the fixtures give, oldest first, so the server answers the fixtures' ids, times and earlier versions. Only
 * on the projects this run created (`created`, by title), as a project is seeded once. With `storage`, an update's
 * photos and documents are the admin's uploads under the fixtures' URLs; without it, the update has none. Posting
 * tells nobody here: the seed writes history (`writesHistory`), not news.
 */
export async function seedProjectUpdates(
  demo: DemoContext,
  { adminId, today, created, storage }: { adminId: number; today: Date; created: string[]; storage?: FileStorage },
): Promise<void> {
  const admin: AuthenticatedUser = {
    id: adminId,
    role: 'ADMIN',
    sessionExpiresAt: 0,
    sessionId: 'seed',
    remembered: false,
    secondFactor: true,
  };
  for (const { update, postedAt, editedAt, earlier } of demoProjectUpdatesAsOf(today)) {
    if (!created.includes(update.projectTitle)) continue;
    const projectId = (await findProjectIdByTitle(demo.db, update.projectTitle))?.id;
    if (projectId === undefined) throw new Error(`no demo project ${update.projectTitle}`);
    const files = storage ? await storeUpdateFiles(demo, storage, update, adminId) : { photos: [], documents: [] };
    const current: ProjectUpdateInput = { title: update.title, text: update.text, audience: update.audience, ...files };
    // The versions in the order they were written: the first posted, each later one an edit, the current one last.
    const versions = [
      ...earlier.map((version) => ({
        input: { ...current, title: version.title, text: version.text, audience: version.audience },
        at: new Date(postedAt.getTime() + Date.parse(version.savedAt) - Date.parse(update.postedAt)),
      })),
      { input: current, at: editedAt ?? postedAt },
    ];
    const [first, ...edits] = versions;
    if (!first) continue;
    demo.clock.set(first.at);
    // On a new database the ids are the fixtures' (projects-seeded.test.ts compares the feed with the mocks').
    const { id } = await createProjectUpdate(demo, admin, projectId, first.input);
    for (const edit of edits) {
      demo.clock.set(edit.at);
      await editProjectUpdate(demo, admin, { projectId, updateId: id }, edit.input);
    }
  }
  demo.clock.set(today);
}

async function storeUpdateFiles(
  demo: DemoContext,
  storage: FileStorage,
  update: ReturnType<typeof demoProjectUpdatesAsOf>[number]['update'],
  ownerId: number,
): Promise<Pick<ProjectUpdateInput, 'photos' | 'documents'>> {
  for (const [index, photo] of update.photos.entries()) {
    await storeFile(demo.db, storage, {
      url: photo.url,
      bytes: demoPicture(update.id * 100 + index),
      name: photo.name,
      ownerId,
      purpose: 'PROJECT_IMAGE',
    });
  }
  for (const document of update.documents) {
    await storeFile(demo.db, storage, {
      url: document.url,
      bytes: await demoDocument(document.name.replace(/\.pdf$/, ''), update.projectTitle, [update.title]),
      name: document.name,
      ownerId,
      purpose: 'PROJECT_DOCUMENT',
    });
  }
  return {
    photos: update.photos.map(({ url }) => ({ url })),
    documents: update.documents.map(({ url }) => ({ url })),
  };
}
