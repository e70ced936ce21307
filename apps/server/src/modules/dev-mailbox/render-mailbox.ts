interface MailboxRow {
  id: string;
  to: string;
  channel: 'email' | 'sms';
  subject: string | null;
  text: string;
  attachments: { filename: string }[] | null;
  createdAt: Date;
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** A plain page listing kept messages, newest first; no script, so the strict CSP holds. */
export function renderMailbox(rows: MailboxRow[], to: string | undefined): string {
  const items = rows
    .map(
      (
        row,
      ) => `<li><p class="meta"><strong>${row.channel === 'email' ? 'Email' : 'SMS'}</strong> to ${escape(row.to)} · ${row.createdAt.toISOString()}</p>
${row.subject ? `<p class="subject">${escape(row.subject)}</p>` : ''}<pre>${escape(row.text)}</pre>${(
        row.attachments ?? []
      )
        .map(
          (file, index) =>
            `<p class="meta">Attached: <a href="/dev/mailbox/${row.id}/attachments/${index}">${escape(file.filename)}</a></p>`,
        )
        .join('')}</li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Advertiser Portal</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f8f9fa;color:#212529}main{max-width:760px;margin:0 auto;padding:32px 16px}
h1{font-size:24px;margin:0 0 4px}form{margin:16px 0}input{padding:6px 8px;border:1px solid #adb5bd;border-radius:6px;width:260px}button{padding:6px 12px;border-radius:6px;border:0;background:#1971c2;color:#fff}
ul{list-style:none;padding:0}li{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:12px 16px;margin:12px 0}.meta{margin:0;color:#495057;font-size:13px}.subject{margin:4px 0;font-weight:600}pre{white-space:pre-wrap;margin:4px 0 0;font:inherit}</style></head>
<body><main><h1>Dev mailbox</h1><p>Emails and text messages the portal would have sent. Shown only while no SMTP server is configured.</p>
<form method="get"><label>Recipient <input name="to" value="${escape(to ?? '')}" placeholder="email or phone"></label> <button type="submit">Filter</button></form>
${rows.length === 0 ? '<p>No messages yet.</p>' : `<ul>${items}</ul>`}</main></body></html>`;
}
