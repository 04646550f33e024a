import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrowserRouter } from '@/lib/router';
import { DocumentTitle, useDocumentTitle } from './document-title';
import { I18nTransitionProvider } from './i18n-provider';

function NotFound() {
  useDocumentTitle('404 Not Found');
  return null;
}

describe("a screen's own title", () => {
  it('stays when a catalog arrives after the screen named itself', async () => {
    const i18n = setupI18n();
    i18n.load('en', {});
    i18n.activate('en');
    render(
      <I18nTransitionProvider i18n={i18n}>
        <BrowserRouter>
          <DocumentTitle title={msg`Products`} />
          <NotFound />
        </BrowserRouter>
      </I18nTransitionProvider>,
    );
    expect(document.title).toBe('404 Not Found · Thanda');
    // The screen's catalog, loaded late, redraws the titles (in a transition, which act flushes).
    await act(async () => i18n.load('en', { other: 'Other' }));
    expect(document.title).toBe('404 Not Found · Thanda');
  });
});
