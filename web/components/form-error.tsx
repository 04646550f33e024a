/** A failure under a form, in red, announced to screen readers. */
export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-red-700">
      {message}
    </p>
  );
}
