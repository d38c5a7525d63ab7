// src/commerce/file-base64.ts
async function toBase64(file) {
	const bytes = new Uint8Array(await file.arrayBuffer());
	let binary = "";
	const chunk = 32768;
	for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
	return btoa(binary);
}
export { toBase64 as t };
