// STUB: replaced by the toast container (DOMPurify, 5 s, pause on hover).
export function ToastContainer() {
  return null;
}
