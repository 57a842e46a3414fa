import net from 'node:net';

/**
 * A minimal SMTP server for tests (RFC 5321's happy path: EHLO, MAIL, RCPT, DATA, QUIT; no TLS,
 * no auth), so the real mailer talks real SMTP over a socket. Each message is kept as received.
 */
export interface FakeSmtp {
  port: number;
  messages: { from: string; to: string[]; data: string }[];
  close(): Promise<void>;
}

export function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const messages: FakeSmtp['messages'] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp.test ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 Ok: queued');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.smtp.test\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (verb === 'HELO') reply('250 fake.smtp.test');
        else if (verb === 'MAIL') (current.from = line.slice(10).trim()), reply('250 2.1.0 Ok');
        else if (verb === 'RCPT') current.to.push(line.slice(8).trim()), reply('250 2.1.5 Ok');
        else if (verb === 'DATA') (inData = true), reply('354 End data with <CR><LF>.<CR><LF>');
        else if (verb === 'RSET') (current = { from: '', to: [], data: '' }), reply('250 Ok');
        else if (verb === 'NOOP') reply('250 Ok');
        else if (verb === 'QUIT') reply('221 Bye'), socket.end();
        else reply('502 Command not implemented');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        messages,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
