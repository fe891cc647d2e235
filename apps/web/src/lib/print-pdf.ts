import { requestHeaders } from '@/lib/api-client';

/**
 * Receipt printing (spec §2.5, §8): the PDF is fetched from its URL and printed from a hidden frame,
 * without leaving the page. A response that is not OK, or a file that is not a PDF, aborts: the
 * spec's message is logged and the caller shows a notification.
 */
export async function fetchReceipt(url: string): Promise<Blob> {
  const response = await fetch(url, { headers: requestHeaders(false, { Accept: 'application/pdf' }) });
  if (!response.ok) {
    console.error(`Failed to fetch the file. Status: ${response.status}`);
    throw new Error('receipt_fetch');
  }
  const type = response.headers.get('content-type') ?? '';
  const blob = await response.blob();
  if (!type.includes('application/pdf')) {
    console.error('The fetched file is not a valid PDF.');
    throw new Error('receipt_type');
  }
  return blob;
}

export async function printReceipt(url: string): Promise<void> {
  const blob = await fetchReceipt(url);
  const objectUrl = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('data-receipt-frame', '');
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  await new Promise<void>((resolve) => {
    frame.onload = () => resolve();
    frame.src = objectUrl;
    document.body.appendChild(frame);
  });
  frame.contentWindow?.focus();
  frame.contentWindow?.print();
  // The frame stays until the print dialog is long gone; the next print replaces it.
  window.setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(objectUrl);
  }, 60_000);
}

export async function downloadReceipt(url: string, filename: string): Promise<void> {
  const blob = await fetchReceipt(url);
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
