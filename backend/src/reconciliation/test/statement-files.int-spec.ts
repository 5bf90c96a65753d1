import { randomBytes } from 'node:crypto';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { HttpSession } from '../../../test-support/http-session';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import { dropDatabase, ensureDatabase, runMigrations, seedReferenceData } from '../../platform/database';

// Issue 28: a statement file the server cannot read is the person's mistake, told in Spanish with a
// 400 that names what is wrong (on the field `file`); nothing is stored and nothing is logged at
// error level. The file is read on the document pool's threads, off the request loop.
const ADMIN = { email: 'archivos.conciliacion@cdm.test', password: 'Admin-Archivos-2026!' };
const ACCOUNT = '014180006543210987';

describe('statement files that cannot be read', () => {
  let testApp: TestApp;
  let admin: HttpSession;
  let databaseUrl: string;
  let errorLogs: jest.SpyInstance;

  const upload = (bytes: Uint8Array, fileName = 'estado.csv', format: 'csv' | 'camt053' = 'csv') => {
    const form = new FormData();
    form.set('accountNumber', ACCOUNT);
    form.set('format', format);
    form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
    return admin.postForm('/api/admin/reconciliation/statements', form);
  };
  const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
  const HEADER = 'Fecha;Concepto;Referencia;Importe';
  const storedCounts = async () => (await testApp.db.query('SELECT (SELECT count(*) FROM bank_statements)::int AS statements, (SELECT count(*) FROM bank_statement_lines)::int AS lines'))[0];

  beforeAll(async () => {
    const server = new URL(process.env.DATABASE_URL as string);
    server.pathname = `${server.pathname}_statement_files_${randomBytes(3).toString('hex')}`;
    databaseUrl = server.toString();
    await ensureDatabase(databaseUrl);
    await runMigrations(databaseUrl);
    await seedReferenceData(databaseUrl);
    testApp = await startTestApp({ DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = new HttpSession(testApp.baseUrl);
    const signIn = await admin.post('/api/admin/session', ADMIN);
    if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.text}`);
    const mapping = await admin.request('PUT', `/api/admin/reconciliation/accounts/${ACCOUNT}/csv-mapping`, { delimiter: ';', date: 'Fecha', amount: 'Importe', description: 'Concepto', reference: 'Referencia' });
    if (mapping.status !== 200) throw new Error(`Saving the columns failed: ${mapping.text}`);
    errorLogs = jest.spyOn(PinoNestLogger.prototype, 'error');
  });

  afterAll(async () => {
    errorLogs?.mockRestore();
    await testApp?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it.each([
    ['a quote closed in the middle of a cell', csv([HEADER, '01/03/2026;"Constructora Peña, S.A." de C.V.;;10,00']), 'Hay una comilla mal cerrada en la línea 2 del CSV'],
    ['a JSON file sent as CSV', Buffer.from('{\n  "movimientos": [{ "fecha": "2026-03-01", "importe": 10 }]\n}\n'), 'El archivo no es un CSV: parece JSON'],
    ['an XML file sent as CSV', Buffer.from('<?xml version="1.0"?><Document/>'), 'El archivo no es un CSV: parece XML'],
    ['a PDF sent as CSV', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64), Buffer.from('\n%%EOF')]), 'tiene contenido binario'],
    ['one line of 3 MB', csv([HEADER, `01/03/2026;APARTADO ${'X'.repeat(3 * 1024 * 1024)};;100000,00`]), 'La línea 2 del CSV pasa de 2,000 caracteres'],
    ['a concept longer than its bound on a line within it', csv([HEADER, '01/03/2026;OK;;10,00', `02/03/2026;${'Ñ'.repeat(600)};;20,00`]), 'fila 3 (concepto de más de 500 caracteres)'],
    ['columns other than the account’s', csv(['Date;Description;Amount', '2026-03-01;Deposit;10.00']), 'No encontramos en el CSV la fila de encabezados'],
    ['only blank lines', Buffer.from('\r\n \r\n\t\r\n'), 'El archivo está vacío'],
  ])('refuses %s with a 400 naming the problem, and stores nothing', async (_name, bytes, message) => {
    const before = await storedCounts();
    errorLogs.mockClear();
    const answer = await upload(bytes);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'invalid_statement', message: expect.stringContaining(message), errors: [{ field: 'file', message: expect.stringContaining(message) }] });
    expect(await storedCounts()).toEqual(before);
    expect(errorLogs).not.toHaveBeenCalled();
  });

  it('tells a 0-byte file apart from a missing one', async () => {
    const empty = await upload(new Uint8Array());
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ code: 'validation_failed', errors: [{ field: 'file', message: expect.stringContaining('El archivo está vacío') }] });
    const form = new FormData();
    form.set('accountNumber', ACCOUNT);
    form.set('format', 'csv');
    const missing = await admin.postForm('/api/admin/reconciliation/statements', form);
    expect(missing.json).toMatchObject({ errors: [{ field: 'file', message: 'Adjunta el estado de cuenta' }] });
  });

  it('refuses a camt.053 entry whose concept is over its bound instead of cutting it', async () => {
    const entry = (concept: string) =>
      `<Ntry><Amt Ccy="MXN">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-03-01</Dt></BookgDt><NtryDtls><TxDtls><RmtInf><Ustrd>${concept}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
    const xml = `<?xml version="1.0"?><Document><BkToCstmrStmt><Stmt><Acct><Id><Othr><Id>${ACCOUNT}</Id></Othr></Id></Acct>${entry('PAGO')}${entry('A'.repeat(501))}</Stmt></BkToCstmrStmt></Document>`;
    const before = await storedCounts();
    const answer = await upload(Buffer.from(xml), 'estado.xml', 'camt053');
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain('fila 2 (concepto de más de 500 caracteres)');
    expect(await storedCounts()).toEqual(before);
  });

  it('still reads a good file once the bad ones were refused, and exports its concepts formula-safe for any separator', async () => {
    const answer = await upload(csv([HEADER, '01/03/2026;"Constructora Peña, S.A. de C.V.";;10,00', `02/03/2026;"-1+1;=cmd|' /C calc'!A0";;20,00`]));
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ lines: 2, newLines: 2 });
    const exported = await admin.get(`/api/admin/reconciliation/statements/${answer.json.id as string}/unmatched.csv`);
    expect(exported.text).toContain(`"'-1+1;'=cmd|' /C calc'!A0"`);
    // A spreadsheet that splits every line on ';' (quotes or not) finds no cell starting like a formula.
    for (const line of exported.text.replace(/^\uFEFF/, '').split('\r\n')) {
      for (const cell of line.split(/[;,]/)) expect(cell.replace(/^[\s"]*/, '')).not.toMatch(/^[=+@]|^-(?!\d+(\.\d+)?"?$)/);
    }
  });
});
