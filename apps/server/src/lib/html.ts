/** Text made safe inside an email's HTML (element content and quoted attributes). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
