import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nTransitionProvider } from './i18n-provider';

function Greeting() {
  const { _ } = useLingui();
  return <p>{_('greeting')}</p>;
}

function english() {
  const i18n = setupI18n();
  i18n.load('en', { other: 'Other' });
  i18n.activate('en');
  return i18n;
}

describe('I18nTransitionProvider', () => {
  it('draws a catalog that arrives after the first render', async () => {
    const i18n = english();
    render(
      <I18nTransitionProvider i18n={i18n}>
        <Greeting />
      </I18nTransitionProvider>,
    );
    expect(screen.getByText('greeting')).toBeInTheDocument();
    act(() => i18n.load('en', { greeting: 'Hello' }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('draws a catalog that arrived before it listened', async () => {
    const i18n = english();
    // Loaded during the first render's commit, before the provider's own effect subscribes.
    function LoadsOnMount() {
      useEffect(() => i18n.load('en', { greeting: 'Hello' }), []);
      return null;
    }
    render(
      <I18nTransitionProvider i18n={i18n}>
        <LoadsOnMount />
        <Greeting />
      </I18nTransitionProvider>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('switches every text when the language changes, and stops listening once unmounted', async () => {
    const i18n = english();
    i18n.load('bn', { greeting: 'নমস্কার' });
    const { unmount } = render(
      <I18nTransitionProvider i18n={i18n}>
        <Greeting />
      </I18nTransitionProvider>,
    );
    act(() => i18n.activate('bn'));
    expect(await screen.findByText('নমস্কার')).toBeInTheDocument();
    unmount();
    expect(() => i18n.activate('en')).not.toThrow();
  });
});
