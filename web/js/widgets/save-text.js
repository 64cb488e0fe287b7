// Text handed to the reader: copied to the clipboard, or saved as a file.

// Copy to the clipboard when allowed, else report false (file:// pages often lack permission).
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

// Saves text as a file through a temporary link (works from file:// too).
export function download(text, filename, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
