import { normalisePhone } from '@shared/phone-numbers';

/**
 * A phone number as it reads, which a tap calls, never broken across lines at its hyphen; a number
 * stored before the phone rule stays text.
 */
export function PhoneLink({
  phone,
  className = 'font-medium text-brand-700 underline',
}: {
  phone: string;
  className?: string;
}) {
  const tel = normalisePhone(phone);
  if (!tel) return <>{phone}</>;
  return (
    <a href={`tel:${tel}`} className={`whitespace-nowrap ${className}`}>
      {phone}
    </a>
  );
}
