import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { limits } from '@shared/limits';
import { fileExtension } from '@shared/upload';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { requireScope } from '../../http/auth';
import { HttpError, notFound, unprocessable } from '../../http/errors';
import { accountProfileAccess, ownAccount, ownProvider, providerProfileAccess } from './profile-access';
import { uploadFile } from '../../http/multipart';
import { signedIn } from '../../http/access';
import { accountRows } from '../../http/tenant-repo';

/** The image types a profile logo may have (of the upload rule's extensions, spec 1 §5), by their first bytes. */
const imageTypes: Record<string, { mime: string; magic: number[] }> = {
  png: { mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  jpeg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
};
export const logoMessages = {
  imageOnly: 'The logo must be a PNG or JPEG image.',
  tooLarge: 'The logo must be smaller than 2 MB.',
  required: 'Choose an image file to upload.',
};
const refuse = (message: string) => new HttpError(422, message, [`file: ${message}`], { connection: 'close' });
const logosDir = (dataDir: string) => join(dataDir, 'logos');

/** Reads the one image part of the upload (at most limits.upload.maxBytes) and checks its type by name and bytes. */
async function readLogo(request: FastifyRequest): Promise<{ bytes: Buffer; ext: string }> {
  if (!request.isMultipart()) throw unprocessable(logoMessages.required, [`file: ${logoMessages.required}`]);
  const part = await uploadFile(request);
  if (!part) throw unprocessable(logoMessages.required, [`file: ${logoMessages.required}`]);
  const ext = fileExtension(part.filename ?? '');
  const type = imageTypes[ext];
  if (!type) throw refuse(logoMessages.imageOnly);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size >= limits.upload.maxBytes) throw refuse(logoMessages.tooLarge);
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0 || !type.magic.every((b, i) => bytes[i] === b)) throw refuse(logoMessages.imageOnly);
  return { bytes, ext: ext === 'jpg' ? 'jpeg' : ext };
}

type Owner = { table: 'service_providers'; idField: 'sp_id'; id: number } | { table: 'accounts'; idField: 'ac_id'; id: number };

/** Stores the image under the data folder, points the row's logopath at it, removes the old file; activity logged. */
async function replaceLogo(request: FastifyRequest, owner: Owner, image: { bytes: Buffer; ext: string } | null): Promise<string | null> {
  const { db, config } = request.server.studio;
  const dir = logosDir(config.dataDir);
  const name = image ? `${owner.table === 'accounts' ? 'ac' : 'sp'}-${owner.id}-${randomBytes(8).toString('hex')}.${image.ext}` : null;
  if (image && name) {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), image.bytes);
  }
  const before = await db.transaction().execute(async (trx) => {
    const row =
      owner.table === 'accounts'
        ? await accountRows(trx, owner.id).selectFrom('accounts').select('logopath').executeTakeFirst()
        : await trx.selectFrom('service_providers').select('logopath').where('sp_id', '=', owner.id).executeTakeFirst();
    const values = { logopath: name, updated_by: request.auth?.user.user_id ?? null, updated_at: nowIso() };
    if (owner.table === 'accounts') await accountRows(trx, owner.id).updateTable('accounts').set(values).execute();
    else await trx.updateTable('service_providers').set(values).where('sp_id', '=', owner.id).execute();
    await recordActivity(trx, request, {
      subject_type: owner.table === 'accounts' ? 'Account' : 'ServiceProvider',
      subject_id: owner.id,
      action: 'update_logo',
      summary: { before: { logopath: row?.logopath ?? null }, after: { logopath: name } },
    });
    return row?.logopath ?? null;
  });
  if (before && before !== name) await unlink(join(dir, before)).catch(() => undefined);
  return name;
}

const spParams = z.object({ sp_id: z.coerce.number().int().positive() });
const logoQuery = z.object({ level: z.enum(['sp', 'ac']).optional() });
const acParams = z.object({ ac_id: z.coerce.number().int().positive() });

/**
 * Profile logos (spec 1 §2 Manage: sp-profile, ac-profile): upload (multipart, PNG or JPEG under 2 MB),
 * remove, and the image the shell shows for the selected scope (the account's, else its provider's).
 */
export async function profileLogoRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: limits.upload.maxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
    throwFileSizeLimit: false,
  });
  const tags = ['Profile'];
  const answer = (logopath: string | null) => ({ data: { logopath } });

  app.post(
    '/portal/service-providers/:sp_id/logo',
    {
      config: { access: (request) => providerProfileAccess(request, 'write') },
      schema: { tags, consumes: ['multipart/form-data'], params: spParams },
    },
    async (request) => {
      const spId = ownProvider(request, (request.params as z.infer<typeof spParams>).sp_id, 'write');
      const image = await readLogo(request);
      const name = await replaceLogo(request, { table: 'service_providers', idField: 'sp_id', id: spId }, image);
      app.studio.directory.invalidate();
      return answer(name);
    },
  );
  app.delete(
    '/portal/service-providers/:sp_id/logo',
    { config: { access: (request) => providerProfileAccess(request, 'write') }, schema: { tags, params: spParams } },
    async (request) => {
      const spId = ownProvider(request, (request.params as z.infer<typeof spParams>).sp_id, 'write');
      await replaceLogo(request, { table: 'service_providers', idField: 'sp_id', id: spId }, null);
      app.studio.directory.invalidate();
      return answer(null);
    },
  );
  app.post(
    '/portal/accounts/:ac_id/logo',
    {
      config: { access: (request) => accountProfileAccess(request, 'write') },
      schema: { tags, consumes: ['multipart/form-data'], params: acParams },
    },
    async (request) => {
      const acId = await ownAccount(request, (request.params as z.infer<typeof acParams>).ac_id, 'write');
      const image = await readLogo(request);
      const name = await replaceLogo(request, { table: 'accounts', idField: 'ac_id', id: acId }, image);
      app.studio.directory.invalidate();
      return answer(name);
    },
  );
  app.delete(
    '/portal/accounts/:ac_id/logo',
    { config: { access: (request) => accountProfileAccess(request, 'write') }, schema: { tags, params: acParams } },
    async (request) => {
      const acId = await ownAccount(request, (request.params as z.infer<typeof acParams>).ac_id, 'write');
      await replaceLogo(request, { table: 'accounts', idField: 'ac_id', id: acId }, null);
      app.studio.directory.invalidate();
      return answer(null);
    },
  );

  // One logo by its stored name, for the switcher's rows: no request per row beyond the image,
  // and the image never changes under its name (a new upload gets a new random name), so it is cached for a
  // year. Public: an <img> sends no bearer token, and a logo name is 16 random hex digits nobody can guess.
  const fileParams = z.object({ file: z.string().regex(/^(sp|ac)-\d+-[0-9a-f]{16}\.(png|jpeg)$/) });
  app.get('/portal/logos/:file', { config: { public: true }, schema: { tags, params: fileParams } }, async (request, reply) => {
    const { file } = request.params as z.infer<typeof fileParams>;
    const path = join(logosDir(app.studio.config.dataDir), file);
    const info = await stat(path).catch(() => null);
    if (!info) throw notFound();
    reply
      .header('content-type', imageTypes[fileExtension(file)].mime)
      .header('content-length', info.size)
      .header('cache-control', 'public, max-age=31536000, immutable');
    return reply.send(createReadStream(path));
  });

  // The logo of the selected scope for the shell's sidebar header: the account's, else its provider's; 204 (no content) when none,
  // which is the usual case and no error.
  // `level` asks for one level's own logo only (the profile screens: an account without its own has none to remove).
  app.get('/portal/profile-logo', { config: { access: signedIn }, schema: { tags, querystring: logoQuery } }, async (request, reply) => {
    const { selection } = requireScope(request);
    const { level } = request.query as z.infer<typeof logoQuery>;
    const db = app.studio.db;
    let logopath: string | null = null;
    if (typeof selection.acId === 'number' && level !== 'sp')
      logopath = (await accountRows(db, selection.acId).selectFrom('accounts').select('logopath').executeTakeFirst())?.logopath ?? null;
    if (!logopath && level !== 'ac' && typeof selection.spId === 'number')
      logopath =
        (await db.selectFrom('service_providers').select('logopath').where('sp_id', '=', selection.spId).executeTakeFirst())?.logopath ??
        null;
    const path = logopath ? join(logosDir(app.studio.config.dataDir), logopath) : null;
    const info = path ? await stat(path).catch(() => null) : null;
    if (!path || !info) return reply.code(204).send();
    const type = imageTypes[fileExtension(path)];
    reply.header('content-type', type.mime).header('content-length', info.size).header('cache-control', 'private, no-cache');
    return reply.send(createReadStream(path));
  });
}
