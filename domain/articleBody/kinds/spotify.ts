// A Spotify player in an article or a live-blog post (specialised-features.md "Spotify embed height"): its iframe or a
// paragraph holding only its link becomes a click-to-load placeholder in the player's reserved height with a link to
// the album, track or episode; nothing of Spotify loads before the press.
import { spotifyEmbed, spotifyOpenUrl, type SpotifyEmbed } from '../../embeds';
import { escapeAttr } from '../../htmlAttributes';
import type { EmbedKindRule } from '../blocks';
import { EMBED_HEIGHT_ATTR, EMBED_KIND_ATTR, EMBED_SRC_ATTR, EMBED_TITLE_ATTR } from '../../embedAttributes';
import { findPlayers, playerLink, type PlayerData } from './player';

export const SPOTIFY_LINK_TEXT = 'Meghallgatás a Spotify-on';
const SPOTIFY_TITLE = 'Spotify-lejátszó';
/** A player address of Spotify the placeholder does not read (a show, a user): kept as a lazy iframe. */
const OTHER_PLAYER = /^https:\/\/open\.spotify\.com\/embed\//i;

export const spotifyKind: EmbedKindRule<PlayerData<SpotifyEmbed>> = {
  name: 'spotify',
  unloaded: 'source',
  keepsIframe: (src) => spotifyEmbed(src) !== null || OTHER_PLAYER.test(src.trim()),
  iframeHosts: ['open.spotify.com'],
  find: (html) => findPlayers(html, (url) => spotifyEmbed(url)),
  html: ({ player, link, caption, title }) =>
    `<figure class="embed embed--spotify" ${EMBED_KIND_ATTR}="spotify" ${EMBED_SRC_ATTR}="${escapeAttr(player.src)}" ${EMBED_HEIGHT_ATTR}="${player.height}"` +
    ` ${EMBED_TITLE_ATTR}="${escapeAttr(title ?? SPOTIFY_TITLE)}" style="min-height:${player.height}px">` +
    `${playerLink(link, spotifyOpenUrl(player), SPOTIFY_LINK_TEXT)}${caption}</figure>`,
};
