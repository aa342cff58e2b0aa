// Any path no route claims: the 404 page (drawn by the root error boundary).
export function loader() {
  throw new Response(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
