import type { ReactNode } from 'react';
import type { ColorMode } from '../domain/types';
import { Header } from '../components/Header/Header';
import { Footer } from '../components/Footer/Footer';
import type { Shell } from './shell';
import './global.css';

export function Layout({
  shell,
  forcedColorMode,
  headerOpacity = false,
  children,
}: {
  shell: Shell;
  forcedColorMode: ColorMode | null;
  headerOpacity?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <a className="skip-link" href="#tartalom">
        Ugrás a tartalomra
      </a>
      <Header shell={shell} forcedColorMode={forcedColorMode} opaque={headerOpacity} />
      <main id="tartalom" className="page">
        {children}
      </main>
      <Footer shell={shell} />
    </>
  );
}
