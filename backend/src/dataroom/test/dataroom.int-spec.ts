import { createHash, randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { defaultDownPaymentDate } from '@cdm/domain';
import { HttpSession } from '../../../test-support/http-session';
import { signedInInvestor, TestInvestor } from '../../../test-support/investors';
import { startTestApp, TestApp } from '../../../test-support/test-app';

const ADMIN = { email: 'admin.dataroom@cdm.test', password: 'Admin-DataRoom-2026!' };
// Other test files share the database: this one owns unit E5M (reservations' files own A–D and E2M, E3P, F1P, F4M).
const UNIT = 'E5M';
const FIFTY_MB = 50 * 1024 * 1024;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00]), randomBytes(2_000)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const mexicoCityToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());

/** A real PDF of `pages` pages with a line of text on each. */
async function realPdf(pages = 2, text = 'Plano maestro'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1) pdf.addPage([612, 792]).drawText(`${text} ${index + 1}`, { x: 72, y: 700, size: 18, font });
  return Buffer.from(await pdf.save());
}

/** Something that starts like a PDF, padded to `size` bytes (served as it is: no watermark). */
const pdfLike = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);

/** A minimal Excel workbook: a ZIP of stored entries with the parts that make it one. */
function xlsx(): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const name of ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']) {
    const data = Buffer.from('<xml/>');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    local.push(header, Buffer.from(name), data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(Buffer.byteLength(name), 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, Buffer.from(name));
    offset += header.length + Buffer.byteLength(name) + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(4, 8);
  end.writeUInt16LE(4, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

type FileSpec = { bytes: Buffer; name: string; type?: string };
type AdminDocument = {
  id: string;
  title: string;
  folder: string;
  visibility: string;
  watermark: boolean;
  accessCount: number;
  versions: Array<{ id: string; number: number; sha256: string; sizeBytes: number; current: boolean; contentType: string; fileUrl: string | null }>;
};
type Listing = { hasPaidReservation: boolean; restrictedCount: number; documents: Array<{ id: string; title: string; version: number; viewable: boolean; downloadUrl: string; viewUrl: string }> };

describe('data room: staff uploads, investors open, every opening recorded', () => {
  let testApp: TestApp;
  let admin: HttpSession;

  function documentForm(fields: Record<string, string>, files: Array<FileSpec & { field?: string }> = []): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) form.append(file.field ?? 'file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
    return form;
  }

  async function upload(fields: Partial<Record<'title' | 'folder' | 'description' | 'visibility' | 'watermark', string>>, file: FileSpec, session = admin) {
    return session.postForm(
      '/api/admin/data-room/documents',
      documentForm({ title: `Documento ${randomBytes(3).toString('hex')}`, folder: 'Legal', visibility: 'all_investors', ...fields }, [file]),
    );
  }

  async function uploaded(fields: Parameters<typeof upload>[0], file: FileSpec): Promise<string> {
    const response = await upload(fields, file);
    expect(response.status).toBe(201);
    return response.json.id as string;
  }

  async function download(session: HttpSession, path: string) {
    const response = await fetch(`${testApp.baseUrl}${path}`, { headers: { cookie: cookieOf(session) } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  const cookieOf = (session: HttpSession) => ['cdm_investor', 'cdm_staff'].map((name) => (session.cookie(name) ? `${name}=${session.cookie(name)}` : '')).filter(Boolean).join('; ');
  const accessesOf = (documentId: string) =>
    testApp.db.query('SELECT investor_id, version_id, kind, ip FROM dataroom_accesses WHERE document_id = $1 ORDER BY at', [documentId]) as Promise<
      Array<{ investor_id: string; version_id: string; kind: string; ip: string }>
    >;
  const documentCount = async () => (await testApp.db.query('SELECT count(*)::int AS n FROM dataroom_documents'))[0].n as number;
  const adminDocument = async (id: string) => ((await admin.get('/api/admin/data-room/documents')).json.documents as AdminDocument[]).find((document) => document.id === id);
  const listingOf = async (investor: TestInvestor) => (await investor.session.get('/api/data-room/documents')).json as Listing;

  /** A paid reservation made as investors and staff make it: an 8-hour block by transfer, then the deposit confirmed by an admin. */
  async function payReservation(investor: TestInvestor): Promise<void> {
    const paymentPlan = {
      unitCode: UNIT,
      downPaymentPercent: 40,
      finalPaymentPercent: 40,
      termMonths: 36,
      paymentDay: 15,
      downPaymentScheduledDate: defaultDownPaymentDate(mexicoCityToday()),
    };
    const blocked = await investor.session.post('/api/units/block-temporary', { unitCode: UNIT, paymentPlan });
    expect(blocked.status).toBe(201);
    const confirmed = await admin.post('/api/admin/confirm-deposit', { reservationId: blocked.json.reservationId, paymentConfirmation: `dataroom-${Date.now()}` });
    expect(confirmed.json).toMatchObject({ status: 'active', reservationDepositPaid: true });
  }

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = new HttpSession(testApp.baseUrl);
    const signIn = await admin.post('/api/admin/session', ADMIN);
    if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.text}`);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('gives an investor without a paid reservation 403 for a reserved document and records nothing', async () => {
    const reserved = await uploaded({ title: 'Contrato de compraventa', folder: 'Contratos', visibility: 'paid_reservation' }, { bytes: await realPdf(), name: 'contrato.pdf' });
    const investor = await signedInInvestor(testApp, 'Sin Reservación');

    const listing = await listingOf(investor);
    expect(listing.hasPaidReservation).toBe(false);
    expect(listing.documents.map((document) => document.id)).not.toContain(reserved);
    expect(listing.restrictedCount).toBeGreaterThanOrEqual(1);

    for (const path of [`/api/data-room/documents/${reserved}/download`, `/api/data-room/documents/${reserved}/view`]) {
      const refused = await investor.session.get(path);
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({
        code: 'reservation_required',
        message: 'Este documento es solo para socios con una reservación pagada: elige tu unidad en el portal.',
      });
    }
    // Nobody signed in: 401, and nothing either.
    expect((await fetch(`${testApp.baseUrl}/api/data-room/documents/${reserved}/download`)).status).toBe(401);
    expect((await fetch(`${testApp.baseUrl}/api/data-room/documents`)).status).toBe(401);
    expect(await accessesOf(reserved)).toEqual([]);
  });

  it('serves an authorised investor the exact bytes uploaded, without caching, and writes one access row per opening', async () => {
    const original = await realPdf(3);
    const id = await uploaded({ title: 'Plano maestro (rev. B)', folder: 'Planos', description: 'Plano general del circuito' }, { bytes: original, name: 'plano.pdf', type: 'image/jpeg' });
    const investor = await signedInInvestor(testApp, 'Carmen Ibarra');

    const listed = (await listingOf(investor)).documents.find((document) => document.id === id);
    expect(listed).toMatchObject({
      title: 'Plano maestro (rev. B)',
      folder: 'Planos',
      description: 'Plano general del circuito',
      contentType: 'application/pdf',
      sizeBytes: original.length,
      version: 1,
      viewable: true,
      watermarked: false,
      downloadUrl: `/api/data-room/documents/${id}/download`,
      viewUrl: `/api/data-room/documents/${id}/view`,
    });

    const downloaded = await download(investor.session, listed!.downloadUrl);
    expect(downloaded.status).toBe(200);
    expect(Buffer.compare(downloaded.bytes, original)).toBe(0);
    expect(downloaded.headers.get('cache-control')).toBe('no-store');
    expect(downloaded.headers.get('content-type')).toBe('application/pdf');
    expect(downloaded.headers.get('content-disposition')).toBe('attachment; filename="plano-maestro-rev-b-v1.pdf"');
    expect(downloaded.headers.get('content-security-policy')).toContain("object-src 'self'");

    const [version] = (await adminDocument(id))!.versions;
    let rows = await accessesOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ investor_id: investor.id, version_id: version.id, kind: 'download' });
    expect(rows[0].ip).toMatch(/127\.0\.0\.1/);

    const viewed = await download(investor.session, listed!.viewUrl);
    expect(viewed.headers.get('content-disposition')).toBe('inline; filename="plano-maestro-rev-b-v1.pdf"');
    expect(Buffer.compare(viewed.bytes, original)).toBe(0);
    rows = await accessesOf(id);
    expect(rows.map((row) => row.kind)).toEqual(['download', 'view']);

    // Staff see who opened it, per document and per investor.
    const perDocument = await admin.get(`/api/admin/data-room/accesses?documentId=${id}`);
    expect(perDocument.json).toMatchObject({ total: 2, page: 1 });
    expect(perDocument.json.items).toEqual([
      expect.objectContaining({ kind: 'view', version: 1, investor: { id: investor.id, name: 'Carmen Ibarra', email: investor.email }, document: { id, title: 'Plano maestro (rev. B)', folder: 'Planos', deleted: false } }),
      expect.objectContaining({ kind: 'download', version: 1, ip: expect.stringMatching(/127\.0\.0\.1/), at: expect.any(String) }),
    ]);
    const perInvestor = await admin.get(`/api/admin/data-room/accesses?investorId=${investor.id}`);
    expect((perInvestor.json.items as Array<{ document: { id: string } }>).map((item) => item.document.id)).toEqual([id, id]);
    const investors = await admin.get('/api/admin/data-room/investors?pageSize=100');
    expect(investors.json.items).toContainEqual({
      investor: { id: investor.id, name: 'Carmen Ibarra', email: investor.email },
      documentCount: 1,
      accessCount: 2,
      lastAccessAt: expect.any(String),
    });
    expect(await adminDocument(id)).toMatchObject({ accessCount: 2, investorCount: 1 });
  });

  it('opens reserved documents to an investor with a paid reservation', async () => {
    const bytes = xlsx();
    const id = await uploaded({ title: 'Proyección financiera', folder: 'Finanzas', visibility: 'paid_reservation' }, { bytes, name: 'proyeccion.xlsx' });
    const investor = await signedInInvestor(testApp, 'Socio Con Reserva');
    expect((await investor.session.get(`/api/data-room/documents/${id}/download`)).status).toBe(403);

    await payReservation(investor);

    const listing = await listingOf(investor);
    expect(listing.hasPaidReservation).toBe(true);
    expect(listing.documents.find((document) => document.id === id)).toMatchObject({ contentType: XLSX_TYPE, viewable: false });
    // A "view" of a spreadsheet is a download: the browser cannot show it.
    const viewed = await download(investor.session, `/api/data-room/documents/${id}/view`);
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get('content-disposition')).toBe('attachment; filename="proyeccion-financiera-v1.xlsx"');
    expect(Buffer.compare(viewed.bytes, bytes)).toBe(0);
    expect((await accessesOf(id)).map((row) => [row.investor_id, row.kind])).toEqual([[investor.id, 'download']]);
  });

  it('serves the new version after a replacement and keeps the old one listed for staff', async () => {
    const first = pdfLike(3_000);
    const id = await uploaded({ title: 'Reglamento interno', folder: 'Legal' }, { bytes: first, name: 'reglamento.pdf' });
    // Larger than one 1 MiB slice of the stream.
    const second = pdfLike(2_500_000);
    const replaced = await admin.postForm(`/api/admin/data-room/documents/${id}/versions`, documentForm({}, [{ bytes: second, name: 'reglamento-v2.pdf' }]));
    expect(replaced.status).toBe(201);
    expect(replaced.json).toEqual({ id, version: 2 });

    const investor = await signedInInvestor(testApp);
    expect((await listingOf(investor)).documents.find((document) => document.id === id)).toMatchObject({ version: 2, sizeBytes: second.length });
    const downloaded = await download(investor.session, `/api/data-room/documents/${id}/download`);
    expect(sha256(downloaded.bytes)).toBe(sha256(second));
    expect(downloaded.headers.get('content-disposition')).toBe('attachment; filename="reglamento-interno-v2.pdf"');

    const staffView = (await adminDocument(id))!;
    expect(staffView.versions.map((version) => [version.number, version.current, version.sha256])).toEqual([
      [2, true, sha256(second)],
      [1, false, sha256(first)],
    ]);
    expect((await accessesOf(id))[0].version_id).toBe(staffView.versions[0].id);
    // Staff can still open the earlier version; that is not an investor's access.
    const old = await download(admin, staffView.versions[1].fileUrl!);
    expect(Buffer.compare(old.bytes, first)).toBe(0);
    expect(old.headers.get('cache-control')).toBe('no-store');
    expect(await accessesOf(id)).toHaveLength(1);

    const audit = await testApp.db.query('SELECT action, before, after FROM audit_log WHERE entity_id = $1 ORDER BY created_at', [id]);
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['dataroom_document.uploaded', 'dataroom_document.replaced']);
    expect(audit[1].before.version).toMatchObject({ number: 1, sha256: sha256(first) });
    expect(audit[1].after.version).toMatchObject({ number: 2, sha256: sha256(second), sizeBytes: second.length });
  });

  it('refuses a file of the wrong type with 415, judged by its bytes, and stores nothing', async () => {
    const before = await documentCount();
    const renamed = await upload({ title: 'Contrato' }, { bytes: EXECUTABLE, name: 'contrato.pdf', type: 'application/pdf' });
    expect(renamed.status).toBe(415);
    expect(renamed.json).toEqual({
      code: 'unsupported_media_type',
      message: 'El archivo debe ser un PDF, una imagen (JPG, PNG o WebP), un Excel, un Word, un PowerPoint o un CSV.',
    });
    const zipNotOffice = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(500)]);
    expect((await upload({}, { bytes: zipNotOffice, name: 'finanzas.xlsx' })).status).toBe(415);
    expect((await upload({}, { bytes: Buffer.from('a,b\n1,2\n'), name: 'datos.txt' })).status).toBe(415);
    expect(await documentCount()).toBe(before);

    // A replacement is judged the same way.
    const csv = Buffer.from(`unidad,precio\n${'A1P,10000000\n'.repeat(500)}`);
    const id = await uploaded({ title: 'Lista de precios' }, { bytes: csv, name: 'precios.csv' });
    // Text goes out compressed when the client accepts it; the bytes that arrive are the same.
    const investor = await signedInInvestor(testApp);
    const downloaded = await download(investor.session, `/api/data-room/documents/${id}/download`);
    expect(downloaded.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(Buffer.compare(downloaded.bytes, csv)).toBe(0);
    const badReplacement = await admin.postForm(`/api/admin/data-room/documents/${id}/versions`, documentForm({}, [{ bytes: EXECUTABLE, name: 'precios.csv' }]));
    expect(badReplacement.status).toBe(415);
    expect((await adminDocument(id))!.versions).toHaveLength(1);
  });

  it('refuses 50 MB + 1 byte with 413 and validates the form in Spanish', async () => {
    const before = await documentCount();
    const tooLarge = await upload({}, { bytes: pdfLike(FIFTY_MB + 1), name: 'enorme.pdf' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toEqual({ code: 'payload_too_large', message: 'El archivo pesa más de 50 MB. Adjunta uno más ligero.' });

    const empty = await admin.postForm('/api/admin/data-room/documents', documentForm({ title: ' ', folder: '', visibility: 'todos', isPublic: 'true' }));
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual([
      { field: 'isPublic', message: 'Este campo no está permitido' },
      { field: 'title', message: 'Escribe el título del documento' },
      { field: 'folder', message: 'Elige o escribe una carpeta' },
      { field: 'visibility', message: 'Elige quién puede ver el documento' },
      { field: 'file', message: 'Adjunta el archivo del documento' },
    ]);
    const json = await admin.post('/api/admin/data-room/documents', { title: 'Sin archivo', folder: 'Legal', visibility: 'all_investors' });
    expect(json.status).toBe(415);
    expect(json.json.message).toBe('Envía el formulario con el archivo adjunto.');
    expect(await documentCount()).toBe(before);
  });

  it('lets only admins change the data room, while any staff member reads who opened what', async () => {
    const advisorEmail = `asesor.dataroom.${randomBytes(3).toString('hex')}@cdm.test`;
    expect((await admin.post('/api/admin/staff', { email: advisorEmail, name: 'Asesor Data Room', role: 'advisor', password: 'Asesor-Seguro-2026' })).status).toBe(201);
    const advisor = new HttpSession(testApp.baseUrl);
    expect((await advisor.post('/api/admin/session', { email: advisorEmail, password: 'Asesor-Seguro-2026' })).status).toBe(200);
    const id = await uploaded({}, { bytes: await realPdf(1), name: 'a.pdf' });

    const before = await documentCount();
    expect((await upload({}, { bytes: await realPdf(1), name: 'b.pdf' }, advisor)).status).toBe(403);
    expect((await advisor.delete(`/api/admin/data-room/documents/${id}`)).status).toBe(403);
    expect(await documentCount()).toBe(before);
    expect((await advisor.get('/api/admin/data-room/documents')).status).toBe(200);
    expect((await advisor.get(`/api/admin/data-room/accesses?documentId=${id}`)).status).toBe(200);
    // Investors never reach the staff routes.
    const investor = await signedInInvestor(testApp);
    expect((await investor.session.get('/api/admin/data-room/documents')).status).toBe(401);
  });

  it('stamps the investor\'s name and email on every page of a watermarked PDF', async () => {
    const original = await realPdf(2);
    const id = await uploaded({ title: 'Memoria descriptiva', folder: 'Planos', watermark: 'true' }, { bytes: original, name: 'memoria.pdf' });
    const investor = await signedInInvestor(testApp, 'Sofía Núñez');
    expect((await listingOf(investor)).documents.find((document) => document.id === id)).toMatchObject({ watermarked: true });

    const downloaded = await download(investor.session, `/api/data-room/documents/${id}/download`);
    expect(downloaded.status).toBe(200);
    expect(Buffer.compare(downloaded.bytes, original)).not.toBe(0);
    expect(Number(downloaded.headers.get('content-length'))).toBe(downloaded.bytes.length);
    const stamped = await PDFDocument.load(downloaded.bytes);
    expect(stamped.getPageCount()).toBe(2);
    expect(stamped.getKeywords()).toBe(`Confidencial · Sofía Núñez · ${investor.email}`);
    expect(await accessesOf(id)).toHaveLength(1);

    // A PDF that cannot be stamped is refused when it is uploaded, not when an investor asks for it.
    const unreadable = await upload({ watermark: 'true' }, { bytes: pdfLike(2_000), name: 'roto.pdf' });
    expect(unreadable.status).toBe(400);
    expect(unreadable.json.code).toBe('pdf_not_stampable');
  });

  it('edits a document\'s details and audience, joining an existing folder whatever its case', async () => {
    await uploaded({ folder: 'Legal' }, { bytes: await realPdf(1), name: 'x.pdf' });
    const id = await uploaded({ title: 'Acta constitutiva', folder: 'Borradores' }, { bytes: await realPdf(1), name: 'acta.pdf' });
    const investor = await signedInInvestor(testApp);

    const edited = await admin.request('PUT', `/api/admin/data-room/documents/${id}`, {
      title: '  Acta constitutiva  2026 ',
      folder: 'legal',
      description: 'Versión protocolizada',
      visibility: 'paid_reservation',
      watermark: false,
    });
    expect(edited.status).toBe(204);
    expect(await adminDocument(id)).toMatchObject({ title: 'Acta constitutiva 2026', folder: 'Legal', visibility: 'paid_reservation' });
    expect((await investor.session.get(`/api/data-room/documents/${id}/download`)).status).toBe(403);
    const [audit] = await testApp.db.query(`SELECT before, after FROM audit_log WHERE entity_id = $1 AND action = 'dataroom_document.updated'`, [id]);
    expect(audit.before).toMatchObject({ folder: 'Borradores', visibility: 'all_investors' });
    expect(audit.after).toMatchObject({ folder: 'Legal', visibility: 'paid_reservation' });
  });

  it('deletes a document for admins: gone for investors, files erased, its access history kept', async () => {
    const id = await uploaded({ title: 'Presupuesto preliminar', folder: 'Finanzas' }, { bytes: await realPdf(1), name: 'presupuesto.pdf' });
    const investor = await signedInInvestor(testApp);
    expect((await download(investor.session, `/api/data-room/documents/${id}/download`)).status).toBe(200);

    expect((await admin.delete(`/api/admin/data-room/documents/${id}`)).status).toBe(204);
    expect((await listingOf(investor)).documents.map((document) => document.id)).not.toContain(id);
    expect((await investor.session.get(`/api/data-room/documents/${id}/download`)).status).toBe(404);
    expect(await adminDocument(id)).toBeUndefined();
    const [stored] = await testApp.db.query('SELECT count(*)::int AS versions, count(bytes)::int AS with_bytes FROM dataroom_document_versions WHERE document_id = $1', [id]);
    expect(stored).toEqual({ versions: 1, with_bytes: 0 });
    const history = await admin.get(`/api/admin/data-room/accesses?investorId=${investor.id}`);
    expect(history.json.items).toEqual([expect.objectContaining({ document: { id, title: 'Presupuesto preliminar', folder: 'Finanzas', deleted: true } })]);
    const [audit] = await testApp.db.query(`SELECT before FROM audit_log WHERE entity_id = $1 AND action = 'dataroom_document.deleted'`, [id]);
    expect(audit.before).toMatchObject({ title: 'Presupuesto preliminar', versions: [expect.objectContaining({ number: 1 })] });
    expect((await admin.delete(`/api/admin/data-room/documents/${id}`)).status).toBe(404);
  });

  it('accepts a file of exactly 50 MB and streams it back whole', async () => {
    const bytes = pdfLike(FIFTY_MB);
    const id = await uploaded({ title: 'Levantamiento topográfico' }, { bytes, name: 'topografia.pdf' });
    const investor = await signedInInvestor(testApp);
    const downloaded = await download(investor.session, `/api/data-room/documents/${id}/download`);
    expect(downloaded.bytes.length).toBe(FIFTY_MB);
    expect(sha256(downloaded.bytes)).toBe(sha256(bytes));
  }, 60_000);
});
