// A YouTube video in an article or a live-blog post (specialised-features.md §4 "Video autoplay modes"): its iframe or
// a paragraph holding only its link becomes a click-to-load placeholder in the video's shape (16:9, a short 9:16) with
// a link to the video; nothing of YouTube loads before the press, and then from the privacy-enhanced host.
import { youtubeEmbed, youtubeWatchUrl, type YoutubeEmbed } from '../../embeds';
import { autoplayModeOf } from '../../facades';
import { escapeAttr } from '../../htmlAttributes';
import type { EmbedKindRule } from '../blocks';
import { EMBED_AUTOPLAY_ATTR, EMBED_KIND_ATTR, EMBED_SRC_ATTR, EMBED_TITLE_ATTR } from '../../embedAttributes';
import { findPlayers, playerLink, type PlayerData } from './player';

export const YOUTUBE_LINK_TEXT = 'A videó megnézése a YouTube-on';
const YOUTUBE_TITLE = 'YouTube-videó';
/** A player address of YouTube that is no single video (a playlist, a channel's stream): kept as a lazy iframe. */
const OTHER_PLAYER = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\//i;

export const youtubeKind: EmbedKindRule<PlayerData<YoutubeEmbed>> = {
  name: 'youtube',
  unloaded: 'source',
  keepsIframe: (src) => youtubeEmbed(src) !== null || OTHER_PLAYER.test(src.trim()),
  iframeHosts: ['www.youtube.com', 'www.youtube-nocookie.com'],
  find: (html) => findPlayers(html, youtubeEmbed),
  html: ({ player, url, link, caption, title }) =>
    `<figure class="embed embed--youtube${player.portrait ? ' embed--portrait' : ''}" ${EMBED_KIND_ATTR}="youtube" ${EMBED_SRC_ATTR}="${escapeAttr(player.src)}"` +
    ` ${EMBED_AUTOPLAY_ATTR}="${autoplayModeOf(url)}" ${EMBED_TITLE_ATTR}="${escapeAttr(title ?? YOUTUBE_TITLE)}" style="aspect-ratio:${player.portrait ? '9/16' : '16/9'}">` +
    `${playerLink(link, youtubeWatchUrl(player), YOUTUBE_LINK_TEXT)}${caption}</figure>`,
};
