import type { ReactNode } from 'react';
import type { ColorMode } from '../domain/types';
import { Header } from '../components/Header/Header';
import { Footer } from '../components/Footer/Footer';
import { PreviewBanner } from '../components/PreviewBanner/PreviewBanner';
import type { Shell } from '../domain/shell';
import './global.css';

export function Layout({
  shell,
  forcedColorMode,
  headerOpacity = false,
  headerSections = true,
  preview,
  children,
}: {
  shell: Shell;
  forcedColorMode: ColorMode | null;
  headerOpacity?: boolean;
  /** False where the page's tab bar is the section menu (the sub-sites): the header does not repeat it. */
  headerSections?: boolean;
  /** A signed-in editor's preview: the banner above everything. */
  preview?: { email: string; csrf: string } | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <a className="skip-link" href="#tartalom">
        Ugrás a tartalomra
      </a>
      {preview && <PreviewBanner email={preview.email} csrf={preview.csrf} />}
      <Header shell={shell} forcedColorMode={forcedColorMode} opaque={headerOpacity} sections={headerSections} />
      <main id="tartalom" className="page">
        {children}
      </main>
      <Footer shell={shell} />
    </>
  );
}
