import type { ReactNode } from 'react';
import type { ColorMode } from '../domain/types';
import { Header } from '../components/Header/Header';
import { Footer } from '../components/Footer/Footer';
import type { Shell } from './shell';
import './global.css';

export function Layout({ shell, forcedColorMode, children }: { shell: Shell; forcedColorMode: ColorMode | null; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#tartalom">
        Ugrás a tartalomra
      </a>
      <Header shell={shell} forcedColorMode={forcedColorMode} />
      <main id="tartalom" className="page">
        {children}
      </main>
      <Footer shell={shell} />
    </>
  );
}
