import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeConnection, stubConnection } from '@/test/connection';
import { isDataSaver, onDataSaverChange, useDataSaver } from './data-saver';

describe('data saver', () => {
  it("is on when the browser's data-saving setting is, or on a 2G connection; not on 3G or faster", () => {
    for (const [saveData, effectiveType, expected] of [
      [true, '4g', true],
      [false, 'slow-2g', true],
      [false, '2g', true],
      [false, '3g', false],
      [false, '4g', false],
    ] as const) {
      stubConnection(new FakeConnection(saveData, effectiveType));
      expect(isDataSaver(), `${saveData} ${effectiveType}`).toBe(expected);
    }
  });

  it('is off in a browser that says nothing of its connection (Safari, Firefox)', () => {
    expect('connection' in navigator).toBe(false);
    expect(isDataSaver()).toBe(false);
    const unsubscribe = onDataSaverChange(() => {});
    expect(unsubscribe).not.toThrow();
    const { result } = renderHook(() => useDataSaver());
    expect(result.current).toBe(false);
  });

  it('renders again when the visitor turns the setting on or off, or the connection slows to 2G', () => {
    const connection = stubConnection();
    const { result } = renderHook(() => useDataSaver());
    expect(result.current).toBe(false);
    act(() => connection.set({ saveData: true }));
    expect(result.current).toBe(true);
    act(() => connection.set({ saveData: false }));
    expect(result.current).toBe(false);
    act(() => connection.set({ effectiveType: '2g' }));
    expect(result.current).toBe(true);
  });

  it('stops listening when unsubscribed', () => {
    const connection = stubConnection();
    const listener = vi.fn();
    const unsubscribe = onDataSaverChange(listener);
    connection.set({ saveData: true });
    unsubscribe();
    connection.set({ saveData: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
