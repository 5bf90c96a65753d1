import { createTransport } from 'nodemailer';
import type { AppConfig } from '../../platform/config';
import { MailTransport, messageIdFor } from './mail-transport';

jest.mock('nodemailer', () => ({ createTransport: jest.fn() }));

describe('the Message-ID of an outgoing email', () => {
  it('comes from the email-log id and the sender domain, the same on every attempt', () => {
    const id = '0f7c1a52-3f1e-4d1a-9c55-0e8d3b0d6a11';
    expect(messageIdFor(id, 'Ciudad Deporte Motor ZMG <no-reply@cdm.local>')).toBe(`<${id}@cdm.local>`);
    expect(messageIdFor(id, 'avisos@ventas.example.mx')).toBe(`<${id}@ventas.example.mx>`);
    expect(messageIdFor(id, 'sin dominio')).toBe(`<${id}@cdm.local>`);
  });

  it('is set on the message handed to SMTP', async () => {
    const sendMail = jest.fn().mockResolvedValue({ messageId: '<x@cdm.local>' });
    jest.mocked(createTransport).mockReturnValue({ sendMail, close: jest.fn() } as never);
    const transport = new MailTransport({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: 'CDM <no-reply@cdm.local>' } as AppConfig);

    await transport.send({ id: 'abc', to: 'ana@example.mx', subject: 'Hola', html: '<p>Hola</p>', text: 'Hola' });
    await transport.send({ id: 'abc', to: 'ana@example.mx', subject: 'Hola', html: '<p>Hola</p>', text: 'Hola' });

    expect(sendMail).toHaveBeenCalledTimes(2);
    expect(sendMail.mock.calls.map(([message]) => message.messageId)).toEqual(['<abc@cdm.local>', '<abc@cdm.local>']);
    expect(sendMail.mock.calls[0][0]).not.toHaveProperty('id');
  });

  it('comes through one pooled transport per process, sized by SMTP_POOL_CONNECTIONS', () => {
    jest.mocked(createTransport).mockClear();
    jest.mocked(createTransport).mockReturnValue({ sendMail: jest.fn(), close: jest.fn() } as never);
    new MailTransport({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: 'CDM <no-reply@cdm.local>', smtpPoolConnections: 6 } as AppConfig);

    expect(createTransport).toHaveBeenCalledTimes(1);
    expect(jest.mocked(createTransport).mock.calls[0][0]).toMatchObject({ url: 'smtp://127.0.0.1:2525', pool: true, maxConnections: 6, maxRequeues: 0 });
  });
});
