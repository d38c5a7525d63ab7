// spec §3 upload shape: a file as base64 text (base64_file), for the koormavedu application and the credit
// application alike. Chunked, so a 10 MB file does not overflow the argument list of fromCharCode.
export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}
