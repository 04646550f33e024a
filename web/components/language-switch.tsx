import { useState } from 'react';
import { chooseLanguage, i18n, languageInfo, type Language } from '@/lib/i18n';
import { Icon } from './icon';

/**
 * Switches between English and Bangla. The button names the other language in that language
 * ("বাংলা" in English, "English" in Bangla), as a reader of that language looks for it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  const other: Language = i18n.locale === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      className={className}
      lang={other}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void chooseLanguage(other).finally(() => setBusy(false));
      }}
    >
      <Icon name="translate" className="mr-1 align-[-0.15em]" />
      {languageInfo[other].name}
    </button>
  );
}
