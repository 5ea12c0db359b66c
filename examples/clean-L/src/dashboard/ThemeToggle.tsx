import { useEffect, useState } from 'react';

type Theme = 'dark' | 'light';
const KEY = 'dashboard.theme';

function initialTheme(): Theme {
  const saved = localStorage.getItem(KEY);
  if (saved === 'dark' || saved === 'light') return saved;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    localStorage.setItem(KEY, theme);
  }, [theme]);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" data-testid="theme-toggle" aria-label={next === 'light' ? 'Светлая тема' : 'Тёмная тема'} onClick={() => setTheme(next)}>
      {theme === 'dark' ? '☀' : '☾'}
    </button>
  );
}
