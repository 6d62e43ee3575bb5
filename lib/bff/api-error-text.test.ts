import { describe, expect, it } from 'vitest';
import { checkedErrorBody, checkedErrorBytes, isOurMessage } from './api-error-text';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('an API refusal reaches the UI only in our own words, in the chosen language', () => {
  it('passes our messages on as they came, field errors included', () => {
    const body = { message: 'Data yang dikirim tidak valid', errors: { email: ['Email kosong'] } };
    expect(checkedErrorBody(422, body, 'in')).toEqual(body);
    expect(checkedErrorBody(409, { message: 'Email budi@x.id sudah dipakai oleh pengguna lain' }, 'in')).toEqual({
      message: 'Email budi@x.id sudah dipakai oleh pengguna lain',
    });
    expect(checkedErrorBody(401, { message: 'Incorrect email or password' }, 'en').message).toBe(
      'Incorrect email or password',
    );
  });

  it('turns the English 500 and 404 texts into Indonesian', () => {
    expect(checkedErrorBody(500, { message: 'Internal Server Error' }, 'in')).toEqual({
      message: 'Terjadi kesalahan pada server',
    });
    expect(checkedErrorBody(404, { message: 'Sorry! the data you are looking for could not be found' }, 'in')).toEqual({
      message: 'Maaf! Data yang Anda cari tidak ditemukan',
    });
  });

  it('gives a status with no message of ours its own translated text', () => {
    expect(checkedErrorBytes(500, bytes('<html><body>502 Bad Gateway</body></html>'), 'in').message).toBe(
      'Terjadi kesalahan pada server',
    );
    expect(checkedErrorBytes(404, bytes(''), 'en').message).toBe(
      'Sorry! The data you are looking for could not be found.',
    );
    expect(checkedErrorBytes(503, bytes('{}'), 'in').message).toBe(
      'Server tidak dapat dihubungi. Coba lagi sebentar lagi.',
    );
    expect(checkedErrorBytes(504, bytes('{"message":"Gateway Timeout"}'), 'in').message).toBe(
      'Server terlalu lama menjawab. Coba lagi sebentar lagi.',
    );
  });

  it('never shows a stack trace or SQL, even inside one of our templates', () => {
    const stack = {
      message: 'TypeError: x is undefined\n    at Object.handler (/srv/app/node_modules/hono/dist/index.js:12:3)',
    };
    expect(checkedErrorBody(500, stack, 'in').message).toBe('Terjadi kesalahan pada server');
    expect(
      checkedErrorBody(409, { message: 'Email select * from users sudah dipakai oleh pengguna lain' }, 'in').message,
    ).toBe('Terjadi kesalahan pada server');
  });

  it('drops a field error that is not ours', () => {
    expect(
      checkedErrorBody(
        422,
        { message: 'Data yang dikirim tidak valid', errors: { email: ['must be a string'] } },
        'in',
      ),
    ).toEqual({ message: 'Data yang dikirim tidak valid' });
  });

  it('knows a message only in its own language', () => {
    expect(isOurMessage('in', 'Data yang dikirim tidak valid')).toBe(true);
    expect(isOurMessage('in', 'Internal Server Error')).toBe(false);
    expect(isOurMessage('in', '')).toBe(false);
  });
});
