'use client';

import { useState } from 'react';
import type { Messages } from '@/lib/i18n/messages';

type Text = Pick<Messages['twoFactor'], 'codesHelp' | 'copy' | 'copied' | 'download' | 'fileHeading'>;

type Props = {
  codes: string[];
  /** Texts as props: the sign-in page has no translation provider, My account has. */
  text: Text;
  /** The heading of the downloaded file: the product and the account's email. */
  app: string;
  email: string;
};

/** The ten recovery codes, shown once: to copy or to download as a .txt file. */
export function RecoveryCodes({ codes, text, app, email }: Props) {
  const [copied, setCopied] = useState(false);
  const heading = text.fileHeading.replace('{app}', app).replace('{email}', email);
  const file = `${heading}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([file], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'recovery-codes.txt' });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div data-testid="recovery-codes">
      <p className="small">{text.codesHelp}</p>
      <ol className="recovery-codes list-unstyled font-monospace" dir="ltr">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void copy()}>
          {text.copy}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={download}>
          {text.download}
        </button>
        <span className="small text-success align-self-center" role="status">
          {copied ? text.copied : ''}
        </span>
      </div>
    </div>
  );
}

/** The enrolment's QR code, an SVG drawn by the server, shown as an image (no QR code library ships). */
export function EnrolmentQr({ svg, secret, text }: { svg: string; secret: string; text: Messages['twoFactor'] }) {
  return (
    <div className="enrolment-qr">
      <p className="small mb-2">{text.scan}</p>
      {/* A data: URL of our own server's SVG: nothing to optimise, and scripts in an <img> never run. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
        alt={text.qrLabel}
        width={176}
        height={176}
        className="d-block mx-auto mb-2 qr-code"
        data-testid="totp-qr"
      />
      <p className="small mb-1">{text.manualKey}</p>
      <p className="font-monospace text-break small user-select-all mb-3" dir="ltr" data-testid="totp-secret">
        {secret.replace(/(.{4})/g, '$1 ').trim()}
      </p>
      <p className="small mb-2">{text.confirmStep}</p>
    </div>
  );
}
