// Word lists and sentence templates for the seed corpus' Hungarian (and a little English) text.
//
// Conventions (text.ts compiles and checks these when it is loaded):
// - Multi-form entries are written "form0|form1|…" (e.g. nominative|accusative|delative). The comment
//   above each list names its forms.
// - A template is plain text with slots: "{slot}" inserts the slot's value as it is; "{a:slot}" inserts
//   the value preceded by the definite article chosen for it ("a" or "az", by the first sound).
// - Values that already carry their article (institutions, "az Egyesült Államok" …) are inserted with
//   "{slot}"; bare noun phrases use "{a:slot}". Text never hard-codes an article before a slot.
// - The first letter of every generated sentence and title is upper-cased by the generator, so
//   templates may start with a lower-case slot.
// - Nouns inside templates get no case endings added at run time: every inflected form is written out
//   here, so vowel harmony is always right.

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

export const FAMILY_NAMES: readonly string[] = [
  'Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas',
  'Balogh', 'Papp', 'Takács', 'Juhász', 'Lakatos', 'Mészáros', 'Oláh', 'Simon', 'Rácz', 'Fekete',
  'Szilágyi', 'Török', 'Fehér', 'Balázs', 'Gál', 'Kis', 'Szűcs', 'Kocsis', 'Pintér', 'Fodor',
  'Szalai', 'Sipos', 'Magyar', 'Lukács', 'Gulyás', 'Bíró', 'Király', 'László', 'Katona', 'Jakab',
  'Sándor', 'Boros', 'Fazekas', 'Kelemen', 'Antal', 'Orosz', 'Somogyi', 'Fülöp', 'Veres', 'Budai',
  'Vincze', 'Hegedűs', 'Deák', 'Bálint', 'Illés', 'Pál', 'Vass', 'Szőke', 'Fábián', 'Vörös',
  'Lengyel', 'Bognár', 'Jónás', 'Szekeres', 'Bakos', 'Hajdu', 'Dudás', 'Major', 'Halász', 'Kozma',
  'Mező', 'Virág', 'Székely', 'Gergely', 'Bencze', 'Soós', 'Csonka', 'Pásztor', 'Kántor', 'Barta',
  'Vida', 'Dobos', 'Ács', 'Benkő', 'Győri', 'Bodnár', 'Szénási', 'Erdős', 'Csizmadia', 'Kun',
  'Máthé', 'Szász', 'Ferenczi', 'Bartha', 'Sebestyén', 'Demeter', 'Györfi', 'Benedek', 'Ambrus', 'Fejér',
  'Gáspár', 'Kardos', 'Hegyi', 'Mohácsi', 'Rostás', 'Pálfi', 'Tamás', 'Szentgyörgyi', 'Hollósi', 'Zsigmond',
  'Kerekes', 'Borbély', 'Csordás', 'Nyitrai', 'Oroszlán', 'Váradi', 'Sárosi', 'Tallósi', 'Ujvári', 'Erdélyi',
];

export const MALE_NAMES: readonly string[] = [
  'Péter', 'László', 'István', 'József', 'János', 'Zoltán', 'Sándor', 'Gábor', 'Ferenc', 'Attila',
  'Tamás', 'Zsolt', 'Tibor', 'András', 'Csaba', 'Imre', 'Lajos', 'György', 'Balázs', 'Róbert',
  'Mihály', 'Dániel', 'Ádám', 'Bence', 'Máté', 'Dávid', 'Gergely', 'Levente', 'Márton', 'Norbert',
  'Viktor', 'Krisztián', 'Szabolcs', 'Miklós', 'Béla', 'Dénes', 'Botond', 'Huba', 'Áron', 'Benedek',
  'Barnabás', 'Kristóf', 'Olivér', 'Marcell', 'Bálint', 'Kornél', 'Endre', 'Géza', 'Örs', 'Előd',
];

export const FEMALE_NAMES: readonly string[] = [
  'Mária', 'Erzsébet', 'Katalin', 'Ilona', 'Éva', 'Anna', 'Zsuzsanna', 'Margit', 'Judit', 'Ágnes',
  'Andrea', 'Erika', 'Krisztina', 'Eszter', 'Szilvia', 'Mónika', 'Edit', 'Anita', 'Tímea', 'Zsófia',
  'Réka', 'Dóra', 'Petra', 'Nóra', 'Lilla', 'Boglárka', 'Fanni', 'Hanna', 'Luca', 'Emese',
  'Orsolya', 'Kinga', 'Enikő', 'Csilla', 'Gabriella', 'Noémi', 'Beáta', 'Virág', 'Vivien', 'Adrienn',
  'Ildikó', 'Rita', 'Melinda', 'Tünde', 'Gyöngyi', 'Hajnalka', 'Villő', 'Borbála', 'Júlia', 'Flóra',
];

/** Job titles written after a name: "Kovács Péter polgármester". */
export const OCCUPATIONS: readonly string[] = [
  'polgármester', 'alpolgármester', 'miniszter', 'államtitkár', 'országgyűlési képviselő',
  'önkormányzati képviselő', 'frakcióvezető', 'jegyző', 'szóvivő', 'közgazdász', 'elemző',
  'szakszervezeti vezető', 'rektor', 'főorvos', 'igazgató', 'ügyvéd', 'politológus', 'szociológus',
];

/** Organisations a person may belong to, bare nominative (article added at run time). */
export const ROLE_ORGS: readonly string[] = [
  'fővárosi közgyűlés', 'fővárosi közgyűlés', 'Magyar Nemzeti Bank', 'Központi Statisztikai Hivatal',
  'Magyar Orvosi Kamara', 'Pedagógusok Szakszervezete', 'Magyar Tudományos Akadémia', 'Állami Számvevőszék',
  'Gazdasági Versenyhivatal', 'Nemzeti Választási Iroda', 'Budapesti Közlekedési Központ',
  'Magyar Kereskedelmi és Iparkamara', 'Társaság a Szabadságjogokért', 'Magyar Agrárkamara',
  'Országos Kórházi Főigazgatóság', 'Budapesti Corvinus Egyetem', 'Debreceni Egyetem',
  'Szegedi Tudományegyetem', 'Eötvös Loránd Tudományegyetem', 'Pécsi Tudományegyetem',
  'Miskolci Egyetem', 'Magyar Ügyvédi Kamara', 'Országos Meteorológiai Szolgálat', 'Magyar Államkincstár',
  'Mérnöki Kamara', 'Lakásépítők Országos Szövetsége', 'Magyar Közút', 'Nemzeti Adó- és Vámhivatal',
];

/** Possessive role nouns: "a … elnöke". */
export const ROLES: readonly string[] = [
  'elnöke', 'alelnöke', 'szóvivője', 'vezetője', 'szakértője', 'főtitkára', 'igazgatója',
  'munkatársa', 'kutatója', 'tagja', 'kommunikációs igazgatója', 'vezető elemzője',
];

// ---------------------------------------------------------------------------------------------
// Places
// ---------------------------------------------------------------------------------------------

/** Hungarian towns: name|locative|elative|adjective|mj ("mj" = city with a közgyűlés, or "-"). */
export const HU_TOWNS: readonly string[] = [
  'Budapest|Budapesten|Budapestről|budapesti|-',
  'Budapest|Budapesten|Budapestről|budapesti|-',
  'Debrecen|Debrecenben|Debrecenből|debreceni|mj',
  'Szeged|Szegeden|Szegedről|szegedi|mj',
  'Pécs|Pécsen|Pécsről|pécsi|mj',
  'Győr|Győrben|Győrből|győri|mj',
  'Miskolc|Miskolcon|Miskolcról|miskolci|mj',
  'Székesfehérvár|Székesfehérváron|Székesfehérvárról|székesfehérvári|mj',
  'Nyíregyháza|Nyíregyházán|Nyíregyházáról|nyíregyházi|mj',
  'Kecskemét|Kecskeméten|Kecskemétről|kecskeméti|mj',
  'Szombathely|Szombathelyen|Szombathelyről|szombathelyi|mj',
  'Szolnok|Szolnokon|Szolnokról|szolnoki|mj',
  'Tatabánya|Tatabányán|Tatabányáról|tatabányai|mj',
  'Kaposvár|Kaposváron|Kaposvárról|kaposvári|mj',
  'Érd|Érden|Érdről|érdi|mj',
  'Veszprém|Veszprémben|Veszprémből|veszprémi|mj',
  'Békéscsaba|Békéscsabán|Békéscsabáról|békéscsabai|mj',
  'Zalaegerszeg|Zalaegerszegen|Zalaegerszegről|zalaegerszegi|mj',
  'Sopron|Sopronban|Sopronból|soproni|mj',
  'Eger|Egerben|Egerből|egri|mj',
  'Nagykanizsa|Nagykanizsán|Nagykanizsáról|nagykanizsai|mj',
  'Dunaújváros|Dunaújvárosban|Dunaújvárosból|dunaújvárosi|mj',
  'Hódmezővásárhely|Hódmezővásárhelyen|Hódmezővásárhelyről|hódmezővásárhelyi|mj',
  'Salgótarján|Salgótarjánban|Salgótarjánból|salgótarjáni|mj',
  'Szekszárd|Szekszárdon|Szekszárdról|szekszárdi|mj',
  'Gödöllő|Gödöllőn|Gödöllőről|gödöllői|-',
  'Vác|Vácon|Vácról|váci|-',
  'Esztergom|Esztergomban|Esztergomból|esztergomi|-',
  'Baja|Baján|Bajáról|bajai|-',
  'Siófok|Siófokon|Siófokról|siófoki|-',
  'Keszthely|Keszthelyen|Keszthelyről|keszthelyi|-',
  'Gyula|Gyulán|Gyuláról|gyulai|-',
  'Szentendre|Szentendrén|Szentendréről|szentendrei|-',
  'Ózd|Ózdon|Ózdról|ózdi|-',
  'Kazincbarcika|Kazincbarcikán|Kazincbarcikáról|kazincbarcikai|-',
  'Cegléd|Cegléden|Ceglédről|ceglédi|-',
  'Paks|Pakson|Paksról|paksi|-',
  'Mosonmagyaróvár|Mosonmagyaróváron|Mosonmagyaróvárról|mosonmagyaróvári|-',
  'Jászberény|Jászberényben|Jászberényből|jászberényi|-',
  'Makó|Makón|Makóról|makói|-',
  'Hatvan|Hatvanban|Hatvanból|hatvani|-',
  'Orosháza|Orosházán|Orosházáról|orosházi|-',
];

/** Towns in Romania with a Hungarian community: name|locative|elative|adjective. */
export const RO_TOWNS: readonly string[] = [
  'Kolozsvár|Kolozsváron|Kolozsvárról|kolozsvári',
  'Kolozsvár|Kolozsváron|Kolozsvárról|kolozsvári',
  'Marosvásárhely|Marosvásárhelyen|Marosvásárhelyről|marosvásárhelyi',
  'Marosvásárhely|Marosvásárhelyen|Marosvásárhelyről|marosvásárhelyi',
  'Csíkszereda|Csíkszeredában|Csíkszeredából|csíkszeredai',
  'Nagyvárad|Nagyváradon|Nagyváradról|nagyváradi',
  'Sepsiszentgyörgy|Sepsiszentgyörgyön|Sepsiszentgyörgyről|sepsiszentgyörgyi',
  'Székelyudvarhely|Székelyudvarhelyen|Székelyudvarhelyről|székelyudvarhelyi',
  'Temesvár|Temesváron|Temesvárról|temesvári',
  'Arad|Aradon|Aradról|aradi',
  'Brassó|Brassóban|Brassóból|brassói',
  'Szatmárnémeti|Szatmárnémetiben|Szatmárnémetiből|szatmárnémeti',
  'Gyergyószentmiklós|Gyergyószentmiklóson|Gyergyószentmiklósról|gyergyószentmiklósi',
  'Kézdivásárhely|Kézdivásárhelyen|Kézdivásárhelyről|kézdivásárhelyi',
  'Nagybánya|Nagybányán|Nagybányáról|nagybányai',
  'Zilah|Zilahon|Zilahról|zilahi',
  'Torda|Tordán|Tordáról|tordai',
  'Segesvár|Segesváron|Segesvárról|segesvári',
  'Beszterce|Besztercén|Besztercéről|besztercei',
  'Nagyenyed|Nagyenyeden|Nagyenyedről|nagyenyedi',
  'Dés|Désen|Désről|dési',
  'Székelykeresztúr|Székelykeresztúron|Székelykeresztúrról|székelykeresztúri',
  'Szászrégen|Szászrégenben|Szászrégenből|szászrégeni',
  'Bánffyhunyad|Bánffyhunyadon|Bánffyhunyadról|bánffyhunyadi',
  'Déva|Déván|Dévaról|dévai',
  'Szilágysomlyó|Szilágysomlyón|Szilágysomlyóról|szilágysomlyói',
  'Kovászna|Kovásznán|Kovásznáról|kovásznai',
  'Barót|Baróton|Barótról|baróti',
];

/** Foreign cities: name|locative|adjective. */
export const FOREIGN_CITIES: readonly string[] = [
  'Brüsszel|Brüsszelben|brüsszeli', 'Brüsszel|Brüsszelben|brüsszeli', 'Bécs|Bécsben|bécsi',
  'Berlin|Berlinben|berlini', 'Párizs|Párizsban|párizsi', 'London|Londonban|londoni',
  'Washington|Washingtonban|washingtoni', 'Varsó|Varsóban|varsói', 'Prága|Prágában|prágai',
  'Pozsony|Pozsonyban|pozsonyi', 'Kijev|Kijevben|kijevi', 'Róma|Rómában|római', 'Madrid|Madridban|madridi',
  'Zágráb|Zágrábban|zágrábi', 'Belgrád|Belgrádban|belgrádi', 'Ankara|Ankarában|ankarai',
  'Peking|Pekingben|pekingi', 'Tokió|Tokióban|tokiói', 'Genf|Genfben|genfi',
  'Strasbourg|Strasbourgban|strasbourgi', 'Lisszabon|Lisszabonban|lisszaboni', 'Athén|Athénban|athéni',
  'Stockholm|Stockholmban|stockholmi', 'Helsinki|Helsinkiben|helsinki', 'Amszterdam|Amszterdamban|amszterdami',
  'München|Münchenben|müncheni', 'Milánó|Milánóban|milánói', 'Barcelona|Barcelonában|barcelonai',
  'Ljubljana|Ljubljanában|ljubljanai', 'Isztambul|Isztambulban|isztambuli', 'Bukarest|Bukarestben|bukaresti',
  'Szófia|Szófiában|szófiai', 'Koppenhága|Koppenhágában|koppenhágai', 'Dublin|Dublinban|dublini',
];

/** Countries: name|accusative|locative|adjective. */
export const COUNTRIES: readonly string[] = [
  'Németország|Németországot|Németországban|német',
  'Ausztria|Ausztriát|Ausztriában|osztrák',
  'Lengyelország|Lengyelországot|Lengyelországban|lengyel',
  'Szlovákia|Szlovákiát|Szlovákiában|szlovák',
  'Románia|Romániát|Romániában|román',
  'Ukrajna|Ukrajnát|Ukrajnában|ukrán',
  'Franciaország|Franciaországot|Franciaországban|francia',
  'Olaszország|Olaszországot|Olaszországban|olasz',
  'Spanyolország|Spanyolországot|Spanyolországban|spanyol',
  'Csehország|Csehországot|Csehországban|cseh',
  'Horvátország|Horvátországot|Horvátországban|horvát',
  'Szerbia|Szerbiát|Szerbiában|szerb',
  'Szlovénia|Szlovéniát|Szlovéniában|szlovén',
  'Hollandia|Hollandiát|Hollandiában|holland',
  'Belgium|Belgiumot|Belgiumban|belga',
  'Svédország|Svédországot|Svédországban|svéd',
  'Finnország|Finnországot|Finnországban|finn',
  'Dánia|Dániát|Dániában|dán',
  'Norvégia|Norvégiát|Norvégiában|norvég',
  'Görögország|Görögországot|Görögországban|görög',
  'Portugália|Portugáliát|Portugáliában|portugál',
  'Írország|Írországot|Írországban|ír',
  'Bulgária|Bulgáriát|Bulgáriában|bolgár',
  'Törökország|Törökországot|Törökországban|török',
  'Nagy-Britannia|Nagy-Britanniát|Nagy-Britanniában|brit',
  'az Egyesült Államok|az Egyesült Államokat|az Egyesült Államokban|amerikai',
  'Japán|Japánt|Japánban|japán',
  'Kína|Kínát|Kínában|kínai',
  'India|Indiát|Indiában|indiai',
  'Izrael|Izraelt|Izraelben|izraeli',
  'Kanada|Kanadát|Kanadában|kanadai',
  'Brazília|Brazíliát|Brazíliában|brazil',
  'Mexikó|Mexikót|Mexikóban|mexikói',
  'Moldova|Moldovát|Moldovában|moldovai',
  'Litvánia|Litvániát|Litvániában|litván',
  'Észtország|Észtországot|Észtországban|észt',
  'Svájc|Svájcot|Svájcban|svájci',
  'Grúzia|Grúziát|Grúziában|grúz',
  'Skócia|Skóciát|Skóciában|skót',
  'Wales|Walest|Walesben|walesi',
];

// ---------------------------------------------------------------------------------------------
// Time
// ---------------------------------------------------------------------------------------------

export const DAYS: readonly string[] = [
  'hétfőn', 'kedden', 'szerdán', 'csütörtökön', 'pénteken', 'szombaton', 'vasárnap',
];

/** Time expressions that fit a verb in the past tense. */
export const TIMES_PAST: readonly string[] = [
  'hétfőn', 'kedden', 'szerdán', 'csütörtökön', 'pénteken', 'szombaton', 'vasárnap',
  'a hét elején', 'a napokban', 'hétfő reggel', 'kedd este', 'szerda délután', 'csütörtök délelőtt', 'péntek este',
  'tegnap', 'ma reggel', 'a hétvégén', 'múlt héten', 'csütörtökön késő este', 'tegnap délután', 'múlt pénteken',
];

/** Time expressions that fit a verb about the future. */
export const TIMES_NEXT: readonly string[] = [
  'hétfőn', 'kedden', 'szerdán', 'csütörtökön', 'pénteken', 'szombaton', 'vasárnap',
  'a jövő héten', 'a hét végén', 'hétfő reggel', 'kedd este', 'szerda délután', 'csütörtök délelőtt',
  'péntek este', 'holnap', 'ma délután', 'a hétvégén', 'a jövő hét elején', 'jövő kedden', 'a hónap végén',
];

/** Months etc. in the inessive ("márciusban"). */
export const MONTHS_IN: readonly string[] = [
  'januárban', 'februárban', 'márciusban', 'áprilisban', 'májusban', 'júniusban', 'júliusban',
  'augusztusban', 'szeptemberben', 'októberben', 'novemberben', 'decemberben',
  'az első negyedévben', 'a második negyedévben', 'a harmadik negyedévben', 'az év első felében',
];

/** Months with -tól/-től ("márciustól"). */
export const MONTHS_FROM: readonly string[] = [
  'januártól', 'februártól', 'márciustól', 'áprilistól', 'májustól', 'júniustól', 'júliustól',
  'augusztustól', 'szeptembertől', 'októbertől', 'novembertől', 'decembertől', 'jövő évtől',
  'az ősztől', 'nyártól', 'jövő tavasztól',
];

export const SEASONS: readonly string[] = ['ősszel', 'tavasszal', 'nyáron', 'télen'];
export const SEASON_ADJS: readonly string[] = ['őszi', 'tavaszi', 'nyári', 'téli'];

/** Small numbers as words, attributive form. */
export const NUMBER_WORDS: readonly string[] = ['három', 'négy', 'öt', 'hat', 'hét', 'nyolc', 'kilenc', 'tíz', 'tizenkét'];

export const KM_WORDS: readonly string[] = [
  'hat', 'hét', 'nyolc', 'kilenc', 'tíz', 'tizenegy', 'tizenkét', 'tizennégy', 'tizenöt', 'tizenhat',
  'tizennyolc', 'húsz', 'huszonkét', 'huszonöt',
];

// ---------------------------------------------------------------------------------------------
// Public life: institutions, documents, facilities
// ---------------------------------------------------------------------------------------------

/** Domestic institutions, with article. */
export const INSTITUTIONS: readonly string[] = [
  'a kormány', 'a kormány', 'az Országgyűlés', 'a fővárosi közgyűlés', 'a fővárosi közgyűlés',
  'a fővárosi közgyűlés', 'a Fővárosi Önkormányzat', 'a Belügyminisztérium', 'a Pénzügyminisztérium',
  'az Oktatási Hivatal', 'a Nemzeti Egészségbiztosítási Alapkezelő', 'a Gazdasági Versenyhivatal',
  'az Alkotmánybíróság', 'a Kúria', 'az Állami Számvevőszék', 'a Nemzeti Választási Bizottság',
  'a Nemzeti Média- és Hírközlési Hatóság', 'a Pest vármegyei közgyűlés', 'a Hajdú-Bihar vármegyei közgyűlés',
  'a Csongrád-Csanád vármegyei közgyűlés', 'a Baranya vármegyei közgyűlés',
  'a Borsod-Abaúj-Zemplén vármegyei közgyűlés', 'az egészségügyi tárca', 'a közlekedési tárca',
  'az oktatási tárca', 'a fővárosi kormányhivatal', 'a Budapesti Közlekedési Központ', 'a MÁV',
  'a Magyar Közút', 'a Nemzeti Adó- és Vámhivatal', 'az Országos Mentőszolgálat', 'a Belügyminisztérium',
];

/** Economic institutions, with article. */
export const ECON_INSTITUTIONS: readonly string[] = [
  'a Magyar Nemzeti Bank', 'az MNB', 'a Pénzügyminisztérium', 'a Központi Statisztikai Hivatal', 'a KSH',
  'a kormány', 'a Nemzetgazdasági Minisztérium', 'az Állami Számvevőszék', 'a Költségvetési Tanács',
  'a Gazdasági Versenyhivatal', 'a Magyar Bankszövetség', 'az Európai Bizottság', 'a Nemzetközi Valutaalap',
  'az OECD', 'a Magyar Kereskedelmi és Iparkamara', 'a GKI', 'a Kopint-Tárki', 'az Államadósság Kezelő Központ',
];

/** Foreign and international bodies, with article (used next to "{a:countryAdj} kormány" etc.). */
export const INTL_INSTITUTIONS: readonly string[] = [
  'az Európai Bizottság', 'az Európai Bizottság', 'az Európai Parlament', 'az Európai Tanács',
  'az Európai Unió Bírósága', 'az Európai Központi Bank', 'a NATO', 'az ENSZ', 'az ENSZ Biztonsági Tanácsa',
  'az Európai Unió Tanácsa', 'az Egészségügyi Világszervezet', 'a Nemzetközi Valutaalap', 'a Világbank',
];

/** Heads of foreign state bodies, after "{a:countryAdj}". */
export const FOREIGN_BODIES: readonly string[] = [
  'kormány', 'kormány', 'parlament', 'államfő', 'miniszterelnök', 'külügyminiszter', 'alkotmánybíróság',
  'jegybank', 'belügyminiszter', 'kormányfő', 'pénzügyminiszter', 'legfelsőbb bíróság',
];

/** Institutions of the Hungarian community in Romania, with article. */
export const RO_INSTITUTIONS: readonly string[] = [
  'az RMDSZ', 'az RMDSZ', 'a Hargita megyei önkormányzat', 'a Kovászna megyei tanács', 'a Maros megyei tanács',
  'a Bihar megyei tanács', 'a Székely Nemzeti Tanács', 'az Erdélyi Magyar Szövetség',
  'a Romániai Magyar Pedagógusok Szövetsége', 'a Sapientia Erdélyi Magyar Tudományegyetem',
  'a Babeș–Bolyai Tudományegyetem', 'a román kormány', 'a bukaresti parlament', 'a román oktatási minisztérium',
  'a Hargita megyei tanács', 'a Szatmár megyei tanács',
];

/** Documents: nominative|accusative|delative. */
export const DOC_NOUNS: readonly string[] = [
  'javaslat|javaslatot|javaslatról', 'rendelet|rendeletet|rendeletről',
  'törvényjavaslat|törvényjavaslatot|törvényjavaslatról', 'tervezet|tervezetet|tervezetről',
  'határozat|határozatot|határozatról', 'előterjesztés|előterjesztést|előterjesztésről',
  'intézkedéscsomag|intézkedéscsomagot|intézkedéscsomagról', 'reform|reformot|reformról',
  'stratégia|stratégiát|stratégiáról', 'szabályozás|szabályozást|szabályozásról',
  'módosítás|módosítást|módosításról', 'megállapodás|megállapodást|megállapodásról',
  'koncepció|koncepciót|koncepcióról', 'cselekvési terv|cselekvési tervet|cselekvési tervről',
  'támogatási program|támogatási programot|támogatási programról', 'fejlesztési terv|fejlesztési tervet|fejlesztési tervről',
  'pályázati kiírás|pályázati kiírást|pályázati kiírásról', 'díjrendelet|díjrendeletet|díjrendeletről',
];

/** Documents that take no adjective: nominative|accusative|delative. */
export const DOC_FIXED: readonly string[] = [
  'jövő évi költségvetés|jövő évi költségvetést|jövő évi költségvetésről',
  'fővárosi költségvetés|fővárosi költségvetést|fővárosi költségvetésről',
  'parkolási rendelet|parkolási rendeletet|parkolási rendeletről',
  'helyi építési szabályzat|helyi építési szabályzatot|helyi építési szabályzatról',
  'tömegközlekedési díjemelés|tömegközlekedési díjemelést|tömegközlekedési díjemelésről',
  'lakásügyi koncepció|lakásügyi koncepciót|lakásügyi koncepcióról',
  'zöldterületi stratégia|zöldterületi stratégiát|zöldterületi stratégiáról',
  'hulladékszállítási szerződés|hulladékszállítási szerződést|hulladékszállítási szerződésről',
  'kórházfejlesztési program|kórházfejlesztési programot|kórházfejlesztési programról',
  'közgyűlési napirend|közgyűlési napirendet|közgyűlési napirendről',
  'bérlakásprogram|bérlakásprogramot|bérlakásprogramról',
  'klímavédelmi cselekvési terv|klímavédelmi cselekvési tervet|klímavédelmi cselekvési tervről',
];

export const DOC_QUALIFIERS: readonly string[] = [
  'új', 'vitatott', 'sokat bírált', 'régóta várt', 'ideiglenes', 'átfogó', 'módosított', 'hosszú távú',
  'kétéves', 'rendkívüli', 'első', 'végleges',
];

export const DOC_DOMAINS: readonly string[] = [
  'közlekedési', 'egészségügyi', 'oktatási', 'lakhatási', 'szociális', 'energetikai', 'környezetvédelmi',
  'városfejlesztési', 'adóügyi', 'vízügyi', 'hulladékgazdálkodási', 'digitalizációs', 'kulturális',
  'sportfejlesztési', 'munkaerő-piaci', 'agrárpolitikai', 'turisztikai', 'egyetemi',
];

/** Verbs taking a definite document object: past|present (3rd person singular, definite). */
export const DOC_VERBS: readonly string[] = [
  'elfogadta|elfogadja', 'elutasította|elutasítja', 'megszavazta|megszavazza', 'módosította|módosítja',
  'felfüggesztette|felfüggeszti', 'bírálta|bírálja', 'jóváhagyta|jóváhagyja', 'benyújtotta|benyújtja',
  'visszavonta|visszavonja', 'felülvizsgálta|felülvizsgálja', 'elhalasztotta|elhalasztja',
  'támogatta|támogatja', 'kifogásolta|kifogásolja', 'bemutatta|bemutatja',
  'nyilvánosságra hozta|nyilvánosságra hozza', 'napirendre tűzte|napirendre tűzi', 'megvétózta|megvétózza',
  'megtámadta|megtámadja', 'átdolgozta|átdolgozza', 'véleményezte|véleményezi', 'aláírta|aláírja',
  'újratárgyalta|újratárgyalja',
];

/** Facilities: nominative|accusative. */
export const FACILITIES: readonly string[] = [
  'strand|strandot', 'uszoda|uszodát', 'híd|hidat', 'piac|piacot', 'könyvtár|könyvtárat',
  'sportcsarnok|sportcsarnokot', 'főtér|főteret', 'buszpályaudvar|buszpályaudvart', 'rakpart|rakpartot',
  'park|parkot', 'játszótér|játszóteret', 'rendelőintézet|rendelőintézetet', 'kórház|kórházat',
  'általános iskola|általános iskolát', 'óvoda|óvodát', 'villamosvonal|villamosvonalat',
  'kerékpárút|kerékpárutat', 'felüljáró|felüljárót', 'parkolóház|parkolóházat', 'múzeum|múzeumot',
  'művelődési ház|művelődési házat', 'vasútállomás|vasútállomást', 'szakrendelő|szakrendelőt',
  'tanuszoda|tanuszodát', 'jégpálya|jégpályát', 'stadion|stadiont', 'városháza|városházát',
  'bölcsőde|bölcsődét', 'vásárcsarnok|vásárcsarnokot', 'gimnázium|gimnáziumot', 'állatkert|állatkertet',
  'termálfürdő|termálfürdőt', 'színház|színházat', 'mozi|mozit', 'sétány|sétányt', 'körút|körutat',
  'autóbusz-pályaudvar|autóbusz-pályaudvart', 'sportközpont|sportközpontot', 'közösségi ház|közösségi házat',
  'kollégium|kollégiumot', 'tornacsarnok|tornacsarnokot', 'hangversenyterem|hangversenytermet',
];

export const FACILITY_ADJS: readonly string[] = [
  'régi', 'új', 'felújított', 'belvárosi', 'városi', 'egyetemi', 'közkedvelt', 'százéves', 'hetvenéves',
  'lepusztult', 'félkész', 'műemléki védettségű', 'egykori', 'nagy múltú', 'évek óta zárva tartó',
];

/** Third person plural (impersonal) verbs with a definite facility object: present|past. */
export const FACILITY_VERBS: readonly string[] = [
  'felújítják|felújították', 'bezárják|bezárták', 'lezárják|lezárták', 'átadják|átadták',
  'lebontják|lebontották', 'bővítik|bővítették', 'eladják|eladták', 'megnyitják|megnyitották',
  'korszerűsítik|korszerűsítették', 'átépítik|átépítették', 'újranyitják|újranyitották',
  'bérbe adják|bérbe adták', 'kiürítik|kiürítették', 'felmérik|felmérték',
];

/** Intransitive verbs with a facility subject: present|past. */
export const FACILITY_INTRANS: readonly string[] = [
  'bezár|bezárt', 'megnyílik|megnyílt', 'megújul|megújult', 'elkészül|elkészült', 'megszépül|megszépült',
  'újranyit|újranyitott', 'kibővül|kibővült', 'átalakul|átalakult',
];

/** What the new rule changes (clause, no capital, no full stop). */
export const CHANGE_CLAUSES: readonly string[] = [
  'többet kell fizetni a belvárosi parkolásért', 'szigorodnak az építési szabályok',
  'a nyugdíjasok ingyen utazhatnak a helyi járatokon', 'megszűnik a papíralapú ügyintézés',
  'új díjtételek lépnek életbe', 'hosszabb nyitvatartással működnek az ügyfélszolgálatok',
  'csak elektromos buszok járhatnak a belvárosban', 'kétszer annyi ideig lehet igénybe venni a támogatást',
  'a családok havonta igényelhetik a rezsitámogatást', 'a kerületek is beleszólhatnak a fejlesztésekbe',
  'tilos lesz a fakivágás a védett parkokban', 'éjszaka is járnak a villamosok',
  'a diákok kedvezményesen használhatják a sportlétesítményeket', 'online is lehet időpontot foglalni a szakrendelésekre',
  'a lakóközösségek pályázhatnak a társasházak felújítására', 'drágul a szemétszállítás',
];

/** Clauses reported by an institution ("… szerint {clause}"): no capital, no full stop. */
export const DOMESTIC_CLAUSES: readonly string[] = [
  'jövőre sem emelkednek a helyi adók', 'még idén elkészülhet {a:mjAdj} {fac} felújítása',
  'nincs szükség rendkívüli intézkedésekre', '{monthFrom} változhat {a:docNom}',
  'tarthatatlan a vidéki kórházak helyzete', 'túl drága lett {a:townAdj} {fac} felújítása',
  'több ezer család maradhat támogatás nélkül', 'törvénysértő volt {a:mjAdj} közgyűlés döntése',
  'csúszik {a:townAdj} {fac} átadása', 'hiányos volt a tavalyi pénzügyi beszámoló',
  'a közgyűlés túllépte a hatáskörét', '{n} ezer embert érinthet {a:docNom}',
  'nem lesz elég pénz {a:townAdj} {fac} működtetésére', 'a fővárosi közgyűlésnek újra kell szavaznia',
  'rendben zajlott a tavalyi közbeszerzés', '{pct} százalékkal nőhet a helyi járatok utasszáma',
];

export const PRICE_ITEMS: readonly string[] = [
  'kenyér', 'tej', 'áram', 'gáz', 'lakásbérlet', 'tojás', 'vaj', 'kávé', 'sertéshús', 'étolaj',
  'havibérlet', 'benzin', 'gázolaj', 'csirkehús', 'alma', 'burgonya', 'sajt', 'cukor', 'liszt', 'paprika',
];

// ---------------------------------------------------------------------------------------------
// Economy
// ---------------------------------------------------------------------------------------------

/** Economic indicators, bare nominative singular. */
export const STATS: readonly string[] = [
  'infláció', 'munkanélküliség', 'ipari termelés', 'kiskereskedelmi forgalom', 'GDP',
  'építőipari termelés', 'fogyasztói bizalom', 'államadósság', 'költségvetési hiány', 'átlagkereset',
  'export', 'import', 'beruházási volumen', 'hitelkereslet', 'vendégéjszakák száma', 'foglalkoztatottak száma',
  'élelmiszerek ára', 'lakásépítések száma', 'lakáspiaci forgalom', 'folyó fizetési mérleg többlete',
  'mezőgazdasági termelés', 'új autók forgalma', 'háztartások megtakarítása', 'maginfláció',
];

/** Verbs for indicators, 3rd person singular past. */
export const STAT_MOVES: readonly string[] = [
  'nőtt', 'csökkent', 'emelkedett', 'visszaesett', 'megugrott', 'mérséklődött', 'bővült', 'zsugorodott',
];

export const FORINT_MOVES: readonly string[] = [
  'gyengült', 'erősödött', 'tovább gyengült', 'meglódult', 'stabil maradt', 'nagyot esett', 'ismét erősödött',
  'zuhanni kezdett', 'visszakapaszkodott',
];

export const RATE_ACTIONS: readonly string[] = [
  'változatlanul hagyta az alapkamatot', '{bp} bázisponttal csökkentette az alapkamatot',
  '{bp} bázisponttal emelte az alapkamatot', 'óvatosságra int a kamatcsökkentéssel kapcsolatban',
  'új inflációs előrejelzést tett közzé', 'szigorítja a lakáshitelezés szabályait',
  'figyelmeztetett a forint gyengülésének kockázataira', 'megemelte a növekedési előrejelzését',
];

export const ECON_CLAUSES: readonly string[] = [
  'jövőre {pct} százalékos lehet a gazdasági növekedés', 'tartható a hiánycél',
  'év végére {pct} százalék alá csökkenhet az infláció', 'nem lesz szükség újabb kiigazításra',
  '{bn} milliárd forinttal nőhet a költségvetési hiány', 'lassul a bérek növekedése',
  'a fogyasztás húzhatja ki a gazdaságot a stagnálásból', 'tartósan drága maradhat az energia',
  'a forint gyengülése felhajthatja az árakat', 'jövőre élénkülhet a lakáspiac',
  'a munkaerőhiány a legnagyobb fék a növekedésen', 'a kamatcsökkentésnek még nincs itt az ideje',
];

/** Company names (fictional), bare. */
export const COMPANIES: readonly string[] = [
  'Pannonvíz', 'Dunakanyar Logisztika', 'Hungaro Solar', 'Tisza Food', 'Alföldi Tejipar', 'Mátra Energia',
  'Balaton Invest', 'BioPannon', 'Kárpát Agrár', 'Duna Acél', 'Hajdú Gépgyár', 'Zemplén Bor', 'Nyírség Fruit',
  'Vértes Cement', 'Pannon Biztosító', 'Budapest Fintech', 'Őrség Bútor', 'Első Hazai Bank', 'Alpha Logistics',
  'Ister Software', 'Kelet-Magyar Közmű', 'Dél-Alföldi Hűtőipar', 'Bakony Textil', 'Mecsek Pharma',
  'Rábaközi Malom', 'Sajó Vegyipar', 'Felvidéki Faipar', 'Tokaj Gasztro', 'Pesti Lakásépítő', 'Hold Akkumulátor',
];

export const BIZ_EVENTS: readonly string[] = [
  '{nBig} új munkahelyet teremt {townLoc}', '{bn} milliárd forintos beruházást jelentett be',
  'rekordnyereséget ért el tavaly', 'veszteséggel zárta az évet', 'tőzsdére lép', 'elbocsátásokat jelentett be',
  'új gyárat épít {townLoc}', 'felvásárolta egyik versenytársát', 'csődvédelmet kért',
  'megduplázta az árbevételét', '{pct} százalékos béremelést ad a dolgozóinak', 'leállítja a termelést {townLoc}',
  'új vezérigazgatót nevezett ki', 'kivonul a romániai piacról', 'logisztikai központot nyit {townLoc}',
  'kötvényt bocsát ki', 'négynapos munkahetet vezet be', 'eladja {townAdj} üzemét',
];

export const PROFESSIONS_PL: readonly string[] = [
  'tanárok', 'ápolók', 'orvosok', 'informatikusok', 'buszsofőrök', 'bolti eladók', 'mérnökök', 'rendőrök',
  'egyetemi oktatók', 'építőipari dolgozók', 'könyvelők', 'szakácsok', 'postások', 'villanyszerelők',
  'óvodapedagógusok', 'gyógyszerészek',
];

export const MAP_WHERE: readonly string[] = [
  'drágultak legjobban a lakások', 'a legmagasabbak a fizetések', 'fogy leggyorsabban a népesség',
  'épül a legtöbb új lakás', 'a legnagyobb a munkanélküliség', 'a legkevesebb a háziorvos',
  'költöznek el a legtöbben', 'a legdrágább a benzin', 'a legtöbb a napelem', 'öregszik leggyorsabban a lakosság',
  'a legtöbb a turista', 'a legalacsonyabb a várható élettartam', 'a legtöbb a bölcsődei férőhely',
  'születik a legtöbb gyerek', 'a legdrágábbak az albérletek', 'a legtöbb az elektromos autó', 'nő leggyorsabban a népesség',
  'a legkevesebb a bankfiók', 'a legnagyobb a lakáshitelek aránya', 'a legtöbben dolgoznak külföldön',
  'a leggyorsabb a mobilinternet', 'a legmagasabb a nyugdíjasok aránya', 'a legtöbb a vállalkozás',
  'a legkevesebbet költenek élelmiszerre',
];

export const G7_FACTS: readonly string[] = [
  'egyre később vállalnak gyereket a magyarok', 'egyre többen dolgoznak távmunkában',
  'csökken a vidéki bankfiókok száma', '{pct} százalékkal nőtt az online vásárlások aránya',
  'minden harmadik háztartás hitelt törleszt', 'a fiatalok fele még a szüleivel él',
  'a bérek {pct} százalékkal nőttek egy év alatt', 'évek óta nem volt ilyen kevés a lakásépítés',
  'a nyugdíjasok egyre nagyobb része dolgozik', 'egyre kevesebb a készpénzes fizetés',
  'a vidéki városokban gyorsabban drágulnak az albérletek', 'rekordot döntött a hazai turizmus',
];

// ---------------------------------------------------------------------------------------------
// World
// ---------------------------------------------------------------------------------------------

export const FOREIGN_EVENTS: readonly string[] = [
  'előrehozott választást írtak ki', 'lemondott a kormányfő', 'sztrájkba léptek a vasutasok',
  'elfogadták az új bevándorlási törvényt', 'rekordot döntött az infláció',
  'rendkívüli állapotot hirdettek az áradások miatt', 'koalíciós megállapodást kötöttek a pártok',
  'bizalmatlansági indítványt nyújtott be az ellenzék', 'tömegtüntetés volt a kormány ellen',
  'ismét emelte az alapkamatot a jegybank', 'megkezdődött az elnökválasztási kampány',
  'újraszámolják a szavazatokat', 'lemondott a belügyminiszter', 'népszavazást írtak ki az alkotmánymódosításról',
  'kigyulladt egy vegyi üzem', 'erdőtüzek pusztítanak', 'megszavazták a nyugdíjreformot',
  'betiltották a mobiltelefonokat az iskolákban', 'ingyenessé tették a tömegközlekedést',
  'átalakították a kormányt', 'korrupciós botrány rázta meg a kormánypártot', 'összeomlott egy autópályahíd',
];

export const ELECTION_OUTCOMES: readonly string[] = [
  'a jobboldal nyert, de nincs többsége', 'szoros versenyt hoz a második forduló',
  'a kormánypárt elvesztette a többségét', 'új párt jutott be a parlamentbe', 'rekordalacsony volt a részvétel',
  'az ellenzék nyerte a fővárost', 'a szélsőségesek is megerősödtek', 'koalíciós kormány jöhet',
];

export const FOREIGN_CLAUSES: readonly string[] = [
  'heteken belül megállapodás születhet', 'nem lesz újabb szankciós csomag', 'tovább kell emelni a védelmi kiadásokat',
  'a gazdaság elkerülheti a recessziót', 'szigorítani kell a külső határok védelmét',
  'az unió nem engedhet a nyomásnak', 'a tűzszünet törékeny, de tartható', 'a bővítés nem várhat tovább',
  'a migrációs paktumot módosítani kell', 'közös hitelfelvételre lehet szükség',
  '{countryLoc} a választás után is folytatódhatnak a reformok', '{countryLoc} hamarosan rendeződhet a politikai válság',
  'az energiaárak {monthFrom} csökkenhetnek', '{a:countryAdj} kormánynak mielőbb döntenie kell',
  'a szankciók hatása elmaradt a várakozásoktól', '{pct} százalékkal nőhet a védelmi kiadás',
  'a klímacélok teljesítése veszélyben van', 'Ukrajna csatlakozási tárgyalásai felgyorsulhatnak',
  'a Nyugat-Balkán bővítése {yearIn} is megvalósulhat', 'a tagállamoknak közösen kell fellépniük a migráció ellen',
  '{countryLoc} gyorsabban nő a gazdaság, mint várták', 'a kereskedelmi háború Európát is sújthatja',
];

/** EU issues, bare delative ("migrációs paktumról"). */
export const EU_ISSUES_DEL: readonly string[] = [
  'migrációs paktumról', 'közös hitelfelvételről', 'uniós költségvetésről', 'ukrajnai újjáépítésről',
  'szankciós csomagról', 'bővítésről', 'mezőgazdasági támogatásokról', 'klímacélokról', 'energiaárakról',
  'védelmi kiadásokról', 'jogállamisági eljárásról', 'schengeni határellenőrzésről', 'kohéziós forrásokról',
  'digitális adóról',
];

export const EU_CITIES_LOC: readonly string[] = ['Brüsszelben', 'Brüsszelben', 'Strasbourgban', 'Luxembourgban'];

// ---------------------------------------------------------------------------------------------
// Sport
// ---------------------------------------------------------------------------------------------

/** Football clubs: nominative|accusative (article added at run time). */
export const CLUBS: readonly string[] = [
  'Ferencváros|Ferencvárost', 'Ferencváros|Ferencvárost', 'Újpest|Újpestet', 'DVSC|DVSC-t',
  'Puskás Akadémia|Puskás Akadémiát', 'Paks|Paksot', 'Fehérvár|Fehérvárt', 'ZTE|ZTE-t',
  'Kecskemét|Kecskemétet', 'Diósgyőr|Diósgyőrt', 'Győri ETO|Győri ETO-t', 'Kisvárda|Kisvárdát',
  'MTK|MTK-t', 'Nyíregyháza|Nyíregyházát', 'Honvéd|Honvédot', 'Vasas|Vasast', 'Mezőkövesd|Mezőkövesdet',
  'Kazincbarcika|Kazincbarcikát', 'Szeged|Szegedet', 'Soroksár|Soroksárt',
];

/** Handball and water polo teams, bare nominative. */
export const TEAMS: readonly string[] = [
  'győri női kézilabdacsapat', 'Veszprém', 'Szeged', 'Ferencváros női csapata', 'FTC vízilabdacsapata',
  'Fradi', 'Debrecen női kézilabdacsapata', 'egri vízilabdacsapat', 'OSC', 'Tatabánya', 'Szolnok vízilabdacsapata',
];

export const CHAMPIONSHIPS_LOC: readonly string[] = [
  'a kajak-kenu világbajnokságon', 'az úszó-Európa-bajnokságon', 'a vívó-világbajnokságon',
  'a cselgáncs-Európa-bajnokságon', 'a birkózó-világbajnokságon', 'az atlétikai Európa-bajnokságon',
  'a rövidpályás gyorskorcsolya-világbajnokságon', 'a sportlövő-Európa-bajnokságon', 'az öttusa-világbajnokságon',
  'a torna-világkupán', 'a triatlon-Európa-bajnokságon', 'az úszó-világkupán', 'a kajak-kenu világkupán',
  'az asztalitenisz-Európa-bajnokságon', 'a sakkolimpián',
];

export const MEDALS: readonly string[] = ['aranyérmet', 'aranyérmet', 'ezüstérmet', 'bronzérmet'];

// ---------------------------------------------------------------------------------------------
// Opinion
// ---------------------------------------------------------------------------------------------

/** Issues: nominative|delative, bare. */
export const ISSUES: readonly string[] = [
  'lakhatási válság|lakhatási válságról', 'oktatás helyzete|oktatás helyzetéről',
  'vidéki egészségügy|vidéki egészségügyről', 'fővárosi közlekedés|fővárosi közlekedésről',
  'nyugdíjrendszer jövője|nyugdíjrendszer jövőjéről', 'infláció|inflációról',
  'közgyűlés működése|közgyűlés működéséről', 'klímaváltozás|klímaváltozásról',
  'mesterséges intelligencia|mesterséges intelligenciáról', 'sajtószabadság|sajtószabadságról',
  'vidék elnéptelenedése|vidék elnéptelenedéséről', 'munkaerőhiány|munkaerőhiányról',
  'gyermekszegénység|gyermekszegénységről', 'közbeszerzések átláthatósága|közbeszerzések átláthatóságáról',
  'városi zöldterületek sorsa|városi zöldterületek sorsáról', 'magyar felsőoktatás|magyar felsőoktatásról',
  'bérlakásrendszer|bérlakásrendszerről', 'közösségi média|közösségi médiáról',
  'demográfiai válság|demográfiai válságról', 'energiaszegénység|energiaszegénységről',
  'önkormányzatok finanszírozása|önkormányzatok finanszírozásáról', 'aszály|aszályról',
  'kivándorlás|kivándorlásról', 'közbiztonság|közbiztonságról', 'lakbérek emelkedése|lakbérek emelkedéséről',
  'vasúti közlekedés|vasúti közlekedésről', 'kórházi várólisták ügye|kórházi várólisták ügyéről',
  'pedagógushiány|pedagógushiányról', 'tanárok megbecsülése|tanárok megbecsüléséről',
  'falusi iskolák jövője|falusi iskolák jövőjéről', 'vízhiány|vízhiányról', 'hajléktalanság|hajléktalanságról',
  'idősek magánya|idősek magányáról', 'nyelvtanulás|nyelvtanulásról', 'autós közlekedés|autós közlekedésről',
  'zajszennyezés|zajszennyezésről', 'szegregáció|szegregációról', 'közmédia|közmédiáról',
  'helyi nyilvánosság|helyi nyilvánosságról', 'kerékpáros infrastruktúra|kerékpáros infrastruktúráról',
  'egészségügyi dolgozók kiégése|egészségügyi dolgozók kiégéséről', 'felnőttképzés|felnőttképzésről',
  'mentális egészség|mentális egészségről', 'korrupció|korrupcióról', 'állatvédelem|állatvédelemről',
  'szemétszállítás|szemétszállításról', 'városi hőség|városi hőségről',
];

export const OPINION_CLAIMS: readonly string[] = [
  'Ideje, hogy felnőjünk a feladathoz', 'Nem a számok, hanem az emberek számítanak', 'A csend is állásfoglalás',
  'Ez a vita rólunk szól', 'Elfogyott a türelem', 'Nincs több kifogás', 'A jövőnket nem lehet elhalasztani',
  'Aki nem kérdez, választ sem kap', 'A kompromisszum nem gyengeség',
];

// ---------------------------------------------------------------------------------------------
// Culture
// ---------------------------------------------------------------------------------------------

/** Works: nominative|accusative possessive. */
export const WORKS: readonly string[] = [
  'új regénye|új regényét', 'legújabb filmje|legújabb filmjét', 'első verseskötete|első verseskötetét',
  'új novelláskötete|új novelláskötetét', 'legújabb darabja|legújabb darabját', 'memoárja|memoárját',
  'új dokumentumfilmje|új dokumentumfilmjét', 'első nagyjátékfilmje|első nagyjátékfilmjét',
  'esszékötete|esszékötetét', 'új fotókiállítása|új fotókiállítását', 'családregénye|családregényét',
  'új operája|új operáját', 'gyerekkönyve|gyerekkönyvét',
];

export const WORK_CLAIMS: readonly string[] = [
  'már a megjelenés előtt vitát kavart', 'a kritikusok szerint az év egyik legfontosabb műve',
  'egy család három nemzedékének történetét meséli el', 'egy elfeledett budapesti bérház lakóiról szól',
  'a rendszerváltás éveibe kalauzol', 'a vidéki Magyarország csendes drámáit mutatja be',
  'meglepően személyes vallomás', 'egy erdélyi falu titkait tárja fel', 'a hetvenes évek Budapestjén játszódik',
  'egy kivándorolt nemzedékről szól', 'a gyász és az újrakezdés története', 'humorral beszél a magányról',
];

/** Cultural venues in the locative, with article. */
export const VENUES_LOC: readonly string[] = [
  'a Magyar Nemzeti Galériában', 'a Műcsarnokban', 'a Ludwig Múzeumban', 'a Katona József Színházban',
  'az Örkény Színházban', 'a Vígszínházban', 'a Trafóban', 'a Müpában', 'a Zeneakadémián',
  'a Szépművészeti Múzeumban', 'a Petőfi Irodalmi Múzeumban', 'a debreceni Csokonai Színházban',
  'a kolozsvári Állami Magyar Színházban', 'a szegedi Dóm téren', 'a pécsi Zsolnay Negyedben',
  'a miskolci Nemzeti Színházban', 'a győri Rómer Flóris Múzeumban', 'a Nemzeti Színházban',
  'a Radnóti Színházban', 'az Operaházban', 'a Budapest Music Centerben', 'a Kiscelli Múzeumban',
  'a Capa Központban', 'a Néprajzi Múzeumban', 'a marosvásárhelyi Nemzeti Színházban',
];

/** Plays, as written in a sentence (the title carries its own article where it has one). */
export const PLAYS: readonly string[] = [
  'a Hamlet', 'Az ember tragédiája', 'a Csongor és Tünde', 'a Bánk bán', 'a Liliom', 'a Három nővér',
  'a Ványa bácsi', 'A vihar', 'a Tóték', 'a Macskajáték', 'A Pál utcai fiúk', 'a Rómeó és Júlia',
  'a Szentivánéji álom', 'a Vízkereszt', 'A kőszívű ember fiai', 'Az öreg hölgy látogatása',
  'a Cseresznyéskert', 'A kaukázusi krétakör', 'a Sirály', 'a Woyzeck', 'a Lear király', 'a Tartuffe',
];

/** Awards, bare accusative. */
export const AWARDS: readonly string[] = [
  'Kossuth-díjat', 'József Attila-díjat', 'Balázs Béla-díjat', 'Artisjus-díjat', 'Libri irodalmi díjat',
  'Prima Primissima díjat', 'Jászai Mari-díjat', 'Munkácsy Mihály-díjat', 'Liszt Ferenc-díjat',
  'Márai Sándor-díjat', 'Babérkoszorú-díjat', 'Füst Milán-díjat',
];

export const FILM_FESTIVALS: readonly string[] = [
  'cannes-i', 'berlini', 'velencei', 'karlovy vary-i', 'torontói', 'szarajevói', 'locarnói', 'San Sebastián-i',
  'rotterdami',
];

/** "… íróval" etc.: instrumental of artist nouns. */
export const ARTISTS_INSTR: readonly string[] = [
  'íróval', 'rendezővel', 'színésszel', 'költővel', 'festőművésszel', 'zeneszerzővel', 'koreográfussal',
  'fotográfussal', 'karmesterrel', 'operatőrrel',
];

export const CULTURE_QUOTES: readonly string[] = [
  'A színház ma is a szabadság tere', 'Minden könyvem egy kérdéssel kezdődik', 'Nem akartam szép filmet csinálni',
  'A vidék is tud nagyot álmodni', 'Az emlékezés nem nosztalgia', 'A közönség mindig megérzi a hazugságot',
  'Az írás nekem a túlélés módja', 'Minden szerep egy új élet', 'A csendnek is van ritmusa',
];

// ---------------------------------------------------------------------------------------------
// Entertainment (After)
// ---------------------------------------------------------------------------------------------

export const CELEB_JOBS_F: readonly string[] = [
  'énekesnő', 'színésznő', 'műsorvezető', 'influenszer', 'modell', 'humorista', 'táncművész', 'rádiós',
];
export const CELEB_JOBS_M: readonly string[] = [
  'énekes', 'színész', 'műsorvezető', 'rapper', 'humorista', 'influenszer', 'séf', 'rádiós', 'dobos',
];

export const CELEB_EVENTS: readonly string[] = [
  'összeházasodott régi párjával', 'új dallal jelentkezett', 'lemondta a nyári turnéját',
  'megmutatta felújított otthonát', 'először beszélt a válásáról', 'visszatér a képernyőre',
  'saját divatmárkát indít', 'kiakadt a kommentelőkre', 'saját műsort kap', 'elárulta, mi a fiatalsága titka',
  'meglepő fotót posztolt', 'elárulta, hogyan fogyott le {n} kilót', 'nyilvánosan bocsánatot kért',
  'eljegyezte a párját', 'új szerelmével mutatkozott', 'mesélt a gyerekkoráról',
  'Instagramon jelentette be a szakítást', 'könyvet írt az életéről', 'elárulta, miért hagyta ott a tévét',
  'bejelentette, hogy babát várnak', 'kórházba került, de már jobban van', 'bejelentette, hogy visszavonul', 'elköltözött Budapestről',
];

export const CELEB_QUOTES: readonly string[] = [
  'Soha nem voltam ilyen boldog', 'Nem szégyellem a múltamat', 'A színpad nélkül nem élhetek',
  'Végre magamra is figyelek', 'Mindent újrakezdtem', 'A család az első', 'Nem érdekel, mit mondanak rólam',
  'Ez volt életem legnehezebb éve', 'Még most sem hiszem el',
];

/** TV shows (fictional), bare nominative. */
export const SHOWS: readonly string[] = [
  'Hangok Éjszakája', 'Táncoló Csillagok', 'Konyhaháború', 'Nagy Kvízpárbaj', 'Hétvégi Reggeli',
  'Szerelmes Sziget', 'Álomotthon', 'Ország Hangja', 'Esti Randevú', 'Óriásplakát Show',
];

/** Series (fictional), bare nominative. */
export const SERIES: readonly string[] = [
  'Éjjeli műszak', 'Balatoni nyár', 'Pesti történetek', 'Hetedik emelet', 'Vörös vonal', 'Csendes éj',
  'Ötödik évszak', 'Dunaparti ház', 'Titkok kertje', 'Kórház a város szélén', 'Budapesti krimi', 'Aranyhíd',
];

/** Bands (fictional), bare nominative. */
export const BANDS: readonly string[] = [
  'Csillagpor', 'Hajnali Villamos', 'Kék Fénysorompó', 'Neonpipacs', 'Zajkeltők', 'Ötödik Sugárút',
  'Esőember Zenekar', 'Alsó Rakpart', 'Papírsárkány', 'Vadgesztenye', 'Ezüst Ponyva', 'Északi Fény',
];

/** Festivals: nominative (bare)|locative (with article). */
export const FESTIVALS: readonly string[] = [
  'Sziget|a Szigeten', 'VOLT Fesztivál|a VOLT Fesztiválon', 'Balaton Sound|a Balaton Soundon',
  'EFOTT|az EFOTT-on', 'Campus Fesztivál|a Campus Fesztiválon', 'Strand Fesztivál|a Strand Fesztiválon',
  'Művészetek Völgye|a Művészetek Völgyében', 'Kolozsvári Magyar Napok|a Kolozsvári Magyar Napokon',
  'Ozora Fesztivál|az Ozora Fesztiválon', 'Bánkitó Fesztivál|a Bánkitó Fesztiválon',
];

export const ALBUM_CLAIMS: readonly string[] = [
  'sötétebb, mint bármi, amit eddig csináltak', 'visszatérés a gyökerekhez', 'tele van meglepetéssel',
  'már az első héten listavezető lett', 'duettet is rejt', 'élő felvételekből készült',
  'a zenekar eddigi legszemélyesebb lemeze', 'nyolc év után jelent meg',
];

export const LIFE_GOALS: readonly string[] = [
  'jobban aludj', 'kevesebbet költs élelmiszerre', 'ne menjen el a kedved az edzéstől', 'rendben tartsd a lakást',
  'túléld a hétfőt', 'egészségesebben étkezz', 'kevesebbet nézd a telefonodat', 'olcsóbban utazz',
  'megőrizd a nyugalmadat', 'hatékonyabban dolgozz otthonról', 'több időd maradjon magadra',
  'hamarabb felébredj reggel', 'zöldebben élj', 'spórolj a rezsin',
];

export const ACTIVITIES: readonly string[] = [
  'reggel sétálni', 'hetente egyszer szaunázni', 'minden nap olvasni', 'este korábban lefeküdni',
  'kipróbálni a hidegvizes zuhanyt', 'hétvégén kirándulni', 'telefon nélkül vacsorázni', 'gyalog járni munkába',
  'naplót írni', 'csapatsportot választani', 'főzni a családdal',
];

export const LIFE_TOPICS_DEL: readonly string[] = [
  'alvásról', 'böjtölésről', 'kávézásról', 'futásról', 'szaunázásról', 'reggeli rutinról', 'képernyőidőről',
  'meditációról', 'jógáról', 'vitaminokról', 'fogyókúráról', 'kiégésről',
];

// ---------------------------------------------------------------------------------------------
// Tech
// ---------------------------------------------------------------------------------------------

export const TECH_COMPANIES: readonly string[] = [
  'Apple', 'Google', 'Samsung', 'Microsoft', 'OpenAI', 'Meta', 'Tesla', 'Amazon', 'Spotify', 'Netflix',
  'TikTok', 'Magyar Telekom', 'Yettel', 'Sony', 'Xiaomi',
];

export const TECH_EVENTS: readonly string[] = [
  'bemutatta új okostelefonját', 'mesterséges intelligenciás asszisztenst indít',
  'új adatvédelmi szabályokat vezet be', 'biztonsági frissítést adott ki', 'elbocsátásokat jelentett be',
  'rekordbevételről számolt be', 'Magyarországon is elérhetővé tette új szolgáltatását',
  'vizsgálatot indított egy adatszivárgás miatt', 'felvásárolt egy európai startupot',
  'leállította egyik népszerű alkalmazását', 'bírságot kapott az Európai Bizottságtól',
  'drágítja az előfizetéseit', 'új fejlesztőközpontot nyit Budapesten', 'visszahívja egyik termékét',
];

export const TECH_THINGS: readonly string[] = [
  'mesterséges intelligencia', 'e-személyi', 'digitális állampolgárság', '5G-hálózat', 'kvantumszámítógép',
  'önvezető busz', 'okosmérő', 'elektronikus útdíj', 'kétlépcsős azonosítás', 'felhőalapú tárhely',
  'napelemes akkumulátor', 'hőszivattyú', 'elektromos roller', 'okosotthon', 'azonnali fizetés',
  'nyelvi modell', 'hazai szuperszámítógép',
];

export const SERVICES: readonly string[] = [
  'Ügyfélkapu', 'bankkártyás fizetés', 'mobilinternet', 'e-Papír', 'vasúti jegyvásárlás', 'netbank',
  'közösségi oldal', 'elektronikus recept', 'online időpontfoglalás', 'parkolási applikáció',
];

export const GADGETS: readonly string[] = [
  'legújabb összecsukható telefon', 'olcsó robotporszívó', 'új elektromos kisautó', 'okosóra', 'e-book olvasó',
  'zajszűrős fülhallgató', 'játékkonzol', 'okosszemüveg', 'belépő szintű laptop', 'elektromos bicikli',
];

export const GADGET_VERDICTS: readonly string[] = [
  'jobb, mint vártuk', 'sokat tud, de drága', 'nagy csalódás', 'megéri az árát', 'szép, de felesleges',
  'a kategória legjobbja', 'még nem érett meg a vásárlásra',
];

export const SCAMS: readonly string[] = [
  'hamis banki SMS-ekkel próbálják kicsalni az ügyfelek adatait', 'álcsomagküldő oldalakkal verik át a vásárlókat',
  'mesterséges intelligenciával hamisítják a hozzátartozók hangját', 'hamis befektetési hirdetésekkel csalnak',
  'álrendőrök hívogatják az időseket', 'hamis számlákkal bombázzák a cégeket',
  'hamis szállásfoglaló oldalakkal csapják be a nyaralókat', 'álbefektetési tanácsadók hívogatják a nyugdíjasokat',
  'hamis nyereményjátékokkal gyűjtik a bankkártyaadatokat', 'hamis parkolási bírságokkal próbálkoznak',
  'a futárszolgálat nevében küldenek csaló üzeneteket', 'hamis közüzemi számlákat küldenek e-mailben',
];

// ---------------------------------------------------------------------------------------------
// Transylvania
// ---------------------------------------------------------------------------------------------

export const RO_EVENTS: readonly string[] = [
  'kétnyelvű utcanévtáblákat helyeztek ki', 'új magyar tannyelvű iskola nyílik', 'felújítják a református templomot',
  'megkezdődtek a városnapok', 'magyar nyelvű könyvfesztivált tartanak', 'bővítik a megyei kórházat',
  'új ipari park épül', 'tiltakoztak a magyar osztályok összevonása ellen', 'elkészült az elkerülő út',
  'ingyenes lesz a helyi tömegközlekedés a diákoknak', 'néptánctalálkozót rendeznek',
  'emléktáblát avattak', 'újraindul a magyar nyelvű bábszínház', 'felújítják az unitárius templomot',
  'magyar könyvtár nyílik', 'közös ünnepséget tartottak a magyar és a román iskolák',
  '{monthFrom} magyarul is intézhetők az ügyek a városházán', '{n} új magyar osztály indul szeptemberben',
  'felavatták a felújított {fac} épületét', '{bn} millió lejből újítják fel a főteret',
  'tüntetés volt a magyar feliratok eltávolítása miatt', 'megnyílt az első székely termékeket árusító piac',
  'testvérvárosi szerződést kötöttek {a:townAdj} önkormányzattal', '{nBig} diák vett részt a magyar nyelvű tanulmányi versenyen',
  'magyar nyelvű mentőszolgálati tájékoztatót adtak ki', 'új bicikliutat adtak át a város szélén',
];

export const RO_CLAUSES: readonly string[] = [
  'nem mondunk le a kétnyelvűségről', 'jövőre több pénz jut a magyar iskolákra',
  'közösen indulunk a helyhatósági választáson', 'a magyar egyetemi oktatás bővítése a legfontosabb cél',
  'a székelyföldi autópálya nem várhat tovább', 'a magyar nyelvű egészségügyi ellátást is biztosítani kell',
  'a falvak megtartása közös felelősség', 'a kulturális autonómia ma is időszerű',
  'a magyar nyelvű feliratok kihelyezése törvényes kötelezettség', '{monthFrom} újraindul a magyar nyelvű ügyintézés',
  'a fiatalok hazatérését kell segíteni', 'a magyar kórházi osztályokat meg kell védeni',
  '{bn} millió lej jut a magyar iskolák felújítására', 'a román kormánnyal kötött megállapodást be kell tartani',
  'Székelyföldnek vasútfejlesztés kell', 'a magyar színházak támogatása nem csökkenhet',
  'a kétnyelvű táblák ügyében nem engedünk', 'a mezőgazdasági támogatásokat igazságosabban kell elosztani',
  'a helyi magyar sajtót is támogatni kell', '{share} százalékkal több gyerek jár magyar óvodába, mint tavaly',
];

// ---------------------------------------------------------------------------------------------
// Hiking (Szép kilátás)
// ---------------------------------------------------------------------------------------------

/** Mountains and regions: nominative|locative, bare. */
export const MOUNTAINS: readonly string[] = [
  'Bükk|Bükkben', 'Mátra|Mátrában', 'Pilis|Pilisben', 'Zemplén|Zemplénben', 'Börzsöny|Börzsönyben',
  'Bakony|Bakonyban', 'Mecsek|Mecsekben', 'Visegrádi-hegység|Visegrádi-hegységben',
  'Budai-hegység|Budai-hegységben', 'Vértes|Vértesben', 'Gerecse|Gerecsében', 'Kőszegi-hegység|Kőszegi-hegységben',
  'Őrség|Őrségben', 'Keszthelyi-hegység|Keszthelyi-hegységben', 'Balaton-felvidék|Balaton-felvidéken',
  'Cserhát|Cserhátban', 'Hargita|Hargitán', 'Aggteleki-karszt|Aggteleki-karszton',
];

/** Destinations: nominative|accusative|allative, bare. */
export const DESTINATIONS: readonly string[] = [
  'Erzsébet-kilátó|Erzsébet-kilátót|Erzsébet-kilátóhoz', 'Julianus-kilátó|Julianus-kilátót|Julianus-kilátóhoz',
  'Kaán Károly-kilátó|Kaán Károly-kilátót|Kaán Károly-kilátóhoz', 'Galya-kilátó|Galya-kilátót|Galya-kilátóhoz',
  'Dobogókő|Dobogókőt|Dobogókőhöz', 'Kékestető|Kékestetőt|Kékestetőhöz', 'Prédikálószék|Prédikálószéket|Prédikálószékhez',
  'Szalajka-völgy|Szalajka-völgyet|Szalajka-völgyhöz', 'Fátyol-vízesés|Fátyol-vízesést|Fátyol-vízeséshez',
  'Rám-szakadék|Rám-szakadékot|Rám-szakadékhoz', 'hollókői vár|hollókői várat|hollókői várhoz',
  'boldogkői vár|boldogkői várat|boldogkői várhoz', 'Csóványos|Csóványost|Csóványoshoz',
  'Nagy-Kevély|Nagy-Kevélyt|Nagy-Kevélyhez', 'Írott-kő|Írott-kőt|Írott-kőhöz',
  'Hármashatár-hegy|Hármashatár-hegyet|Hármashatár-hegyhez', 'Szent Anna-tó|Szent Anna-tavat|Szent Anna-tóhoz',
  'Gyilkos-tó|Gyilkos-tavat|Gyilkos-tóhoz', 'Bélkő|Bélkőt|Bélkőhöz', 'Jávorkút|Jávorkutat|Jávorkúthoz',
  'Zsivány-szikla|Zsivány-sziklát|Zsivány-sziklához', 'Mókus-hegy|Mókus-hegyet|Mókus-hegyhez',
];

export const HIKE_TOWN_ADJS: readonly string[] = [
  'szilvásváradi', 'mátraházi', 'pilisszentkereszti', 'nagymarosi', 'királyréti', 'dömösi', 'bakonybéli',
  'zirci', 'bükkszentkereszti', 'visegrádi', 'kismarosi', 'parádsasvári', 'lillafüredi', 'kőszegi', 'tihanyi',
  'óbányai', 'répáshutai', 'felsőtárkányi',
];

export const HIKE_CLAIMS: readonly string[] = [
  'vízesések és barlangok', 'kilátással a fél országra', 'kezdőknek is ajánljuk', 'csak edzett túrázóknak',
  'erdei ösvényeken a csúcsig', 'forrástól forrásig', 'várromok és bükkösök', 'kisgyerekkel is bejárható',
  'a legszebb őszi színek', 'szurdokok és sziklafalak', 'kevés turista, sok csend',
];

export const TRAIL_COLORS: readonly string[] = ['kék', 'piros', 'sárga', 'zöld', 'kék kereszt', 'piros háromszög'];

// ---------------------------------------------------------------------------------------------
// Fact checks (Ellenőrző)
// ---------------------------------------------------------------------------------------------

/** Claims to check: clause, no capital, no full stop. */
export const FC_CLAIMS: readonly string[] = [
  '{townLoc} drágább a tömegközlekedés, mint Bécsben', 'a fővárosi közgyűlés {monthFrom} megszünteti az ingyenes parkolást',
  'a magyarok {share} százaléka már mobillal fizet', '{monthFrom} emelik a nyugdíjkorhatárt',
  'a forint {yearSince} óta {pct} százalékot veszített az értékéből', '{a:countryAdj} fizetések háromszor magasabbak a hazaiaknál',
  '{a:mjAdj} közgyűlés titokban eladta a városi strandot', '{countryLoc} alacsonyabb az áfa, mint Magyarországon',
  'egy év alatt {pct} százalékkal drágult {a:priceItem}', '{a:techThing} miatt {nBig} ezer munkahely szűnik meg',
  '{monthFrom} tilos lesz a fatüzelés a kertes házakban', '{townLoc} nem iható a csapvíz',
  '{a:docNom} miatt drágul az áram', '{a:mjAdj} közgyűlés tagjai {pct} százalékos fizetésemelést szavaztak meg maguknak',
  'a fiatalok {share} százaléka külföldre költözne', '{townLoc} nincs elég ágy a kórházban',
  '{townLoc} bezárják az összes uszodát', '{monthFrom} megszűnik a családi pótlék',
  '{a:countryAdj} kormány betiltotta a készpénzt', '{a:priceItem} ára kétszer annyi, mint {pastYearIn}',
  '{a:mjAdj} közgyűlés {pct} százalékkal emelte a parkolási díjakat', '{townLoc} a legdrágább az albérlet az országban',
  '{a:countryAdj} kormány ingyenessé tette a tömegközlekedést', '{inst} {docVP} {a:docAcc}',
  '{personTitle} lemondott a tisztségéről', '{a:priceItem} ára {pct} százalékkal nőtt egyetlen hónap alatt',
  '{townLoc} {facV3P} {a:facAdjAcc}', '{nBig} család költözött el {townFrom} tavaly',
  '{countryLoc} kétszer annyit keresnek az ápolók, mint itthon', '{a:mjAdj} közgyűlés megszavazta {a:docAcc}',
  '{townLoc} {monthFrom} fizetni kell a zöldhulladék elszállításáért', 'a fővárosi közgyűlés {timePast} megszavazta {a:docAcc}',
];

export const VERDICTS: readonly string[] = ['hamis', 'félrevezető', 'részben igaz', 'igaz', 'nem ellenőrizhető', 'túlzó'];

// ---------------------------------------------------------------------------------------------
// Quotations (one sentence, no quote marks)
// ---------------------------------------------------------------------------------------------

export const QUOTES: readonly string[] = [
  'Nem engedhetjük meg, hogy {a:issue} tovább súlyosbodjon.', 'Mindenkinek joga van tudni, mire költjük a közpénzt.',
  'A döntést nem lehet tovább halogatni.', 'Ez nem politikai kérdés, hanem a józan ész kérdése.',
  'Az első lépést megtettük, de a java még hátravan.', 'Minden forintról el fogunk számolni.',
  'A lakók véleményét is figyelembe vesszük.', 'Nem ígérünk csodát, de dolgozunk a megoldáson.',
  '{town} is lehet élhető város.', 'Ezt a döntést a következő nemzedékért hoztuk meg.',
  'A számok magukért beszélnek.', 'Hosszú és nehéz tárgyalások vannak mögöttünk.', 'A közgyűlés felelős döntést hozott.',
  'Nem fogjuk hagyni, hogy bezárják {a:facAcc}.', 'Aki ma nem lép, holnap már csak követni tud.',
  'Ennél rosszabb időzítést el sem tudok képzelni.', 'Az emberek nem szlogeneket, hanem megoldásokat várnak.',
  'Ha kell, a bírósághoz fordulunk.', 'Ez a javaslat senkinek sem jó.', 'Végre valódi párbeszéd kezdődhet.',
  'A felelősség mindannyiunké.', 'Nem hagyjuk magukra az érintett családokat.',
];

// ---------------------------------------------------------------------------------------------
// Topic templates
// ---------------------------------------------------------------------------------------------

export interface TopicTemplates {
  /** Titles: no full stop at the end. */
  readonly titles: readonly string[];
  /** Lead sentences (each a full sentence with its closing punctuation). */
  readonly leads: readonly string[];
  /** Body sentences. */
  readonly sentences: readonly string[];
  /** Topic-flavoured quotations (one sentence each, with closing punctuation). */
  readonly quotes: readonly string[];
}

/** Sentences that fit any Hungarian news text. */
export const SHARED_SENTENCES: readonly string[] = [
  'Az ügyben {timeNext} újabb egyeztetést tartanak.', 'A részletekről a következő hetekben születhet döntés.',
  'Lapunk megkeresésére {inst} egyelőre nem reagált.', 'A témára később még visszatérünk.',
  'A Központi Statisztikai Hivatal adatai szerint a folyamat már évek óta tart.',
  'Az érintettek egy része szerint a változás túl gyorsan jött.', 'A szakértők szerint ez csak az első lépés.',
  'A közösségi médiában sokan már {timePast} megosztották a hírt.', 'A kérdés várhatóan {monthIn} ismét napirendre kerül.',
  '{personApp} szerint a helyzet összetettebb, mint amilyennek elsőre látszik.',
  'Egyelőre nem tudni, hány embert érint a döntés.', 'Az ellenzék szerint a lépés elhamarkodott volt.',
  'A kormányszóvivő szerint a forrás rendelkezésre áll.', 'Cikkünket a fejlemények függvényében frissítjük.',
  'A témáról {person} is megszólalt, aki szerint a döntés hosszú távon kifizetődhet.',
];

export const TOPIC_TEMPLATES: Readonly<Record<string, TopicTemplates>> = {
  belfold: {
    titles: [
      '{inst} {docVP} {a:docAcc}', '{inst} {timeNext} {docVPr} {a:docAcc}', '{townLoc} {facV3} {a:facAdjAcc}',
      '{a:mjAdj} közgyűlés {docVP} {a:docAcc}', 'A fővárosi közgyűlés {timeNext} dönt {a:docDel}',
      '{person}: {domQuoteTitle}', '{inst} szerint {domClause}', 'Mi lesz {a:townAdj} {fac} sorsa?',
      'Összesen {bn} milliárd forintból újul meg {a:townAdj} {fac}', 'Lezárják {a:townAdj} {fac} környékét {timeNext}',
      'Rendkívüli ülést tart {a:mjAdj} közgyűlés {a:docDel}', 'Tiltakoznak {a:townAdj} lakók {a:docNom} miatt',
      'Vizsgálatot indított {inst} {a:townAdj} {fac} ügyében', 'Döntött a közgyűlés: {townLoc} {facV3} {a:facAdjAcc}',
      '{townLoc} {nBig} új munkahely jön létre', 'Ezt kell tudni {a:docDel}', '{monthFrom} lép életbe {a:docNom}',
      'Kiderült, mennyibe kerül {a:townAdj} {fac} felújítása', '{townLoc} {facI} {a:facAdjNom}',
      '{personTitle} szerint {domClause}', 'Botrány {a:mjAdj} közgyűlésben: {domClause}',
      'Aláírásgyűjtés indult {a:townAdj} {fac} megmentéséért', '{townLoc} {facV3P} {a:facAdjAcc}',
      'Nem sikerült megegyezni {a:docDel} {a:mjAdj} közgyűlésben', 'Sztrájkot hirdettek {a:townAdj} {fac} dolgozói',
    ],
    leads: [
      '{inst} {timePast} {docVP} {a:docAcc}. A változás {n} ezer embert érint.',
      '{townLoc} {facV3} {a:facAdjAcc}, a beruházás {bn} milliárd forintba kerül.',
      'A fővárosi közgyűlés {timeNext} dönt {a:docDel}, az ellenzék szerint a javaslat elhamarkodott.',
      '{personApp} szerint {domClause}. A részletekről a következő hetekben születhet döntés.',
      'Rendkívüli ülést tart {a:mjAdj} közgyűlés, napirenden {a:docNom} szerepel.',
      'Több ezer lakót érint {a:docNom}, amelyet {timePast} fogadott el {inst}.',
      'A javaslat szerint {monthFrom} {changeClause}. A döntést sokan bírálják.',
      '{a:mjAdj} közgyűlés {timePast} {docVP} {a:docAcc}, a szavazás előtt heves vita alakult ki.',
    ],
    sentences: [
      '{inst} {timePast} {docVP} {a:docAcc}, amelyről már hetek óta vita folyik.',
      'A javaslat szerint {monthFrom} {changeClause}.', '„{qBare}” – mondta {personApp}.',
      '{personApp} szerint a döntés {n} ezer embert érinthet.',
      'Az ellenzék szerint a tervezet elhamarkodott, és nem vették figyelembe a lakók véleményét.',
      'A fővárosi közgyűlés {timeNext} tárgyalja az előterjesztést.',
      'A kérdésről végül a közgyűlés dönt, a szavazás {timeNext} várható.',
      '{townLoc} {facV3} {a:facAdjAcc}, a munkálatok várhatóan {n} hónapig tartanak.',
      'A beruházás teljes költsége {bn} milliárd forint, amelynek nagy részét uniós forrásból fedezik.',
      'A munkálatok ideje alatt a környéken forgalomkorlátozásra kell számítani.',
      'A lakók egy része aláírásgyűjtésbe kezdett, eddig {n} ezren csatlakoztak.',
      'Az önkormányzat azt ígéri, hogy a határidőt tartani tudják.',
      '{inst} közleménye szerint a részletekről a következő hetekben döntenek.',
      'Az ellenzéki frakciók rendkívüli ülés összehívását kezdeményezték.',
      'A szakszervezet sztrájkot helyezett kilátásba, ha nem teljesítik a követeléseiket.',
      '{personApp} a sajtótájékoztatón hangsúlyozta: a döntés nem végleges.',
      'A közösségi oldalán közzétett videóban {person} azt mondta, a város nem enged a nyomásnak.',
      'Korábban {townLoc} is hasonló szabályokat vezettek be, vegyes eredménnyel.',
      'Az ügyet a rendőrség is vizsgálja, egyelőre ismeretlen tettes ellen.',
      'A tűzoltók {day} kora reggel kaptak riasztást {townLoc}.',
      'Személyi sérülés nem történt, az anyagi kár azonban jelentős.',
      'A közgyűlés {n} igen és {n} nem szavazattal fogadta el a javaslatot.',
      '{a:mjAdj} közgyűlés már tavaly is napirendre tűzte a kérdést, de akkor nem született döntés.',
      'A tervek szerint {a:townAdj} {fac} {yearIn} nyithatja meg újra a kapuit.',
      '{personTitle} szerint {domClause}.', 'A kormányhivatal szerint a döntés jogszerű volt.',
      'A helyi civil szervezetek lakossági fórumot szerveznek {timeNext}.',
      'Az előterjesztést {n} képviselő támogatta, {n} tartózkodott.',
    ],
    quotes: [],
  },

  kulfold: {
    titles: [
      '{fgov} {docVP} {a:docAcc}', '{countryLoc} {foreignEvent}', 'Uniós csúcs {euCityLoc}: {day} döntenek {a:euIssueDel}',
      '{euCityLoc} {timeNext} tárgyalnak a tagállamok {a:euIssueDel}',
      'Kötelezettségszegési eljárás indult {country} ellen {a:docNom} miatt',
      'Tüntetők ezrei vonultak utcára {cityLoc} {a:docNom} miatt', 'Választás {countryLoc}: {electionOutcome}',
      '{fgov} szerint {foreignClause}', 'Mit jelent Magyarország számára, hogy {countryLoc} {foreignEvent}?',
      '{countryLoc} {nBig} ezer ember maradt áram nélkül a vihar után', '{intl} {docVP} {a:docAcc}',
      '{intl} szerint {foreignClause}', 'Feszültség {cityLoc}: {countryLoc} {foreignEvent}',
      '{personTitleF}: {foreignClauseCap}', 'Magyarország és {country} közös nyilatkozatot írt alá {a:euIssueDel}',
      '{a:countryAdj} sajtó: {foreignClause}', '{intl} {timeNext} rendkívüli ülést tart {a:euIssueDel}',
    ],
    leads: [
      '{countryLoc} {foreignEvent}, az elemzők szerint a következő hetek döntőek lesznek.',
      '{fgov} {timePast} {docVP} {a:docAcc}. A lépésre {cityLoc} is reagáltak.',
      'Az uniós tagállamok vezetői {euCityLoc} tárgyalnak {a:euIssueDel}, a megállapodás egyelőre bizonytalan.',
      '{intl} szerint {foreignClause}. A kérdés Magyarországot is érinti.',
      'Tízezrek tüntettek {cityLoc}, a tiltakozók a kormány lemondását követelik.',
    ],
    sentences: [
      '{fgov} {timePast} jelentette be a döntést.', 'A tárgyalásokon {country} képviselői is részt vettek.',
      'Az ellenzék szerint a kormány túl későn lépett.', '{cityLoc} több ezren vonultak utcára a döntés ellen.',
      'A brüsszeli diplomaták szerint a megállapodás még nem végleges.',
      'Az elemzők szerint a lépés az egész régió gazdaságára hatással lehet.',
      '{intl} közleményében arra szólította fel a feleket, hogy tartózkodjanak az erőszaktól.',
      'A magyar külügyminisztérium szerint a magyar állampolgárok biztonságban vannak.',
      'A választáson a részvétel {pct} százalékos volt.', '„{qBare}” – fogalmazott {personTitleF}.',
      'A helyi sajtó szerint a koalíciós tárgyalások akár hetekig is elhúzódhatnak.',
      'Az Európai Bizottság szóvivője szerint a testület figyelemmel kíséri a fejleményeket.',
      '{countryLoc} {pastYearIn} is hasonló válság alakult ki.',
      'A rendőrség szerint a tüntetés nagyrészt békésen zajlott.',
      'A kérdésről {cityLoc} rendeznek nemzetközi konferenciát.',
      'A döntés után a tőzsdeindexek is estek {countryLoc}.', 'Az uniós források folyósítását egyelőre felfüggesztették.',
    ],
    quotes: [
      'Európának egységesen kell fellépnie.', 'Nem hagyjuk, hogy a félelem irányítsa a politikát.',
      'A párbeszéd az egyetlen járható út.', 'Ez a megállapodás mindenkinek jó.',
    ],
  },

  gazdasag: {
    titles: [
      '{monthIn} {pct} százalékkal {statMove} {a:stat}', 'KSH: {monthIn} {pct} százalékkal {statMove} {a:stat}',
      '{forintMove} a forint, {eur} forint {aboveBelow} az euró', 'Az MNB {rateAction}, az euró {eur} forint {aboveBelow}',
      'Kamatdöntés {day}: az MNB {rateAction}, {forintMove} a forint',
      'Az alapkamat {baseRate} százalék marad, {personTitleEcon} szerint {econClause}',
      '{a:company} {bizEvent}', '{econInst} szerint {econClause}', '{townLoc} is drágult {a:priceItem}, {pct} százalékos az emelkedés',
      'Egy év alatt {pct} százalékkal drágult {a:priceItem}', 'Mi lesz a forinttal? {econInstCap} szerint {econClause}',
      '{personTitleEcon}: {econClauseCap}', 'A kormány {bn} milliárd forintot költ {a:docNom} végrehajtására',
      'Költségvetés: {econInst} szerint {econClause}', '{a:company} {bizEvent}, a részvények {pct} százalékot estek',
      'A Pénzügyminisztérium {docVP} {a:docAcc}', 'Ennyivel nőtt {a:stat} {monthIn}',
      '{a:company} vezetője szerint {econClause}', 'Infláció: {monthIn} {pct} százalék volt az éves drágulás',
    ],
    leads: [
      '{monthIn} {pct} százalékkal {statMove} {a:stat} a KSH friss adatai szerint.',
      'A forint {forintMove} {day}, az euró árfolyama {eur} forint körül mozgott.',
      'Az MNB {rateAction}, a döntést a legtöbb elemző várta.',
      '{a:company} {bizEvent}. A cég a döntést a piaci környezet változásával indokolta.',
      '{econInst} szerint {econClause}. A piac óvatosan reagált a hírre.',
      'Egy év alatt {pct} százalékkal drágult {a:priceItem}, a háztartások egyre többet költenek élelmiszerre.',
    ],
    sentences: [
      'A KSH adatai szerint {monthIn} {pct} százalékkal {statMove} {a:stat}.',
      'A forint {day} {forintMove}, az euró árfolyama {eur} forint környékén mozgott.',
      'Az elemzők szerint {econClause}.', 'A jegybank szerint {econClause}.',
      '„{qBare}” – mondta {personTitleEcon}.', '{a:company} közleménye szerint a beruházás {bn} milliárd forintba kerül.',
      'A költségvetés hiánya az első hónapokban meghaladta a tervezettet.',
      'A piaci szereplők többsége kamatcsökkentésre számított.', 'Az üzemanyagárak {timePast} ismét emelkedtek.',
      'A bérek reálértéken {pct} százalékkal nőttek az elmúlt egy évben.',
      'A háztartások továbbra is óvatosan költekeznek.', 'A lakáspiacon a tranzakciók száma {pct} százalékkal nőtt.',
      'A vállalatok beruházási hajlandósága egyelőre alacsony.', 'A magyar tízéves állampapír hozama {pct} százalékra emelkedett.',
      'A BUX index {pct} százalékos emelkedéssel zárt {day}.', 'Az exportőrök számára kedvező a gyengébb forint.',
      '{econInst} elemzése szerint {econClause}.', 'A munkáltatók {pct} százalékos béremelést terveznek jövőre.',
    ],
    quotes: [
      'A forint árfolyama ma fontosabb, mint bármikor.', 'A gazdaság nem kapcsol egyik napról a másikra magasabb sebességbe.',
      'Az infláció elleni harc még nem ért véget.', 'A költségvetés mozgástere szűk.',
      'A vállalatoknak kiszámítható szabályokra van szükségük.',
    ],
  },

  g7: {
    titles: [
      'Grafikonon mutatjuk, hogyan változott {a:stat} az elmúlt {n} évben', 'Grafikonon mutatjuk, mennyit keresnek ma {a:professionPl} {townLoc}',
      'Térképen mutatjuk, hol {mapWhere} {yearSince} óta', 'Ennyibe kerül ma egy {homeType} {townLoc}: {pct} százalékos drágulás egy év alatt',
      '{townLoc} {pct} százalékkal drágultak a lakások egy év alatt', 'Adatok mutatják: {townLoc} is {g7Fact}',
      'Ennyit keresnek ma {a:professionPl} {townLoc}', '{monthIn} {pct} százalékkal {statMove} {a:stat}',
      'Így változott {a:stat} {yearSince} óta, és ez várható {yearIn}', 'Számoltunk: {pct} százalékkal drágult {a:priceItem} {yearSince} óta',
      'Megnéztük, hol {mapWhere} {yearSince} óta: {town} az élen', '{a:company} {bizEvent}', '{econInst} szerint {econClause}',
      'Adatok mutatják: {townLoc} {mapWhere}', 'Egy grafikon, ami megmutatja, miért {statMove} {a:stat} {monthIn}',
    ],
    leads: [
      'A friss adatok szerint {g7Fact}. Grafikonokon mutatjuk, mi áll a háttérben.',
      'Megnéztük a KSH adatait: {monthIn} {pct} százalékkal {statMove} {a:stat}.',
      '{townLoc} {pct} százalékkal drágultak a lakások egy év alatt, ez az egyik legnagyobb emelkedés az országban.',
      'Térképen mutatjuk, hol {mapWhere}, és hol a legkisebb a változás.',
    ],
    sentences: [
      'A KSH adatai szerint {monthIn} {pct} százalékkal {statMove} {a:stat}.',
      'A grafikonon jól látszik, hogy a változás {pastYearIn} gyorsult fel.',
      'Az adatok szerint {g7Fact}.', 'A legnagyobb különbség a főváros és a vidék között látszik.',
      '{townLoc} négyzetméterenként átlagosan {nBig} ezer forintot kérnek egy használt lakásért.',
      'Az elemzésben {n} év adatait vetettük össze.', 'Az uniós átlaghoz képest Magyarország még mindig le van maradva.',
      'A számításhoz a Magyar Nemzeti Bank és az Eurostat adatait használtuk.',
      'Az elmúlt években {a:professionPl} bére {pct} százalékkal nőtt.', 'Az adatok {yearFrom} állnak rendelkezésre.',
      'A regionális különbségek az elmúlt évtizedben tovább nőttek.',
    ],
    quotes: [
      'Az adatok egyértelműek, a tendencia nem fordult meg.', 'A statisztika nem hazudik, csak nem mond el mindent.',
    ],
  },

  sport: {
    titles: [
      '{clubWin}', 'NB I: {clubWin}', 'Döntetlent játszott {a:club} és {a:club2}', 'Rangadó: {clubWin}',
      'Hajrágóllal nyert {a:club} {a:club2} ellen', 'Fordított {a:club}, és legyőzte {a:club2Acc}',
      'Gólzápor: {a:club} {score} nyert {a:club2} ellen', 'A magyar válogatott {score} legyőzte {countryAcc}',
      'Kikapott a magyar válogatott {countryLoc}, {personM} gólja kevés volt', 'Fontos győzelem: a magyar válogatott {score} nyert {country} ellen',
      '{monthIn} {country} ellen kezdi a vb-selejtezőket a magyar válogatott', '{personM} lett {a:club} új vezetőedzője',
      'Menesztették {a:club} vezetőedzőjét, {personM} veszi át a csapatot', '{personM} szerződést hosszabbított {a:club} csapatával',
      '{personF} {medal} nyert {champLoc}', '{personM} {medal} nyert {champLoc}', 'Döntőbe jutott {person} {champLoc}',
      '{a:team} {hscore} nyert {cityLoc}, és bejutott a négyes döntőbe', 'Bajnokok Ligája: {a:team} {hscore} nyert {cityLoc}',
      'Kiesett {a:team} a Bajnokok Ligájából, {hscore} kikapott {cityLoc}', '{personM} a magyar válogatott új szövetségi kapitánya',
      '{person} sérülés miatt kihagyja a szezon hátralévő részét', 'Három pontot hozott {a:club} {townFrom}',
    ],
    leads: [
      '{clubWinCap} a bajnokság {n}. fordulójában. A győztes gólt {personM} szerezte.',
      'A magyar válogatott {score} legyőzte {countryAcc}, így közelebb került a kijutáshoz.',
      '{person} {medal} nyert {champLoc}, ez pályafutása egyik legnagyobb sikere.',
      '{a:club} új vezetőedzője {personM} lett, aki {n2} évre írt alá.',
      'Döntetlent játszott {a:club} és {a:club2}, így a tabellán nem változott a sorrend.',
    ],
    sentences: [
      'A mérkőzés {minute} percében {personM} szerzett vezetést a hazaiaknak.',
      'A vendégek a második félidőben egyenlítettek, de a hajrában ismét betaláltak a hazaiak.',
      '{personM} vezetőedző a lefújás után elégedett volt a csapata játékával.',
      'A csapat {n} pontjával {a:rank} helyen áll a tabellán.', 'A következő fordulóban {a:club} otthonában lép pályára a csapat.',
      'A találkozót {n} ezer néző előtt rendezték.', 'A szurkolók a lefújás után a pályára vonultak, hogy megünnepeljék a győzelmet.',
      'A szövetségi kapitány szerint a csapat még nem érte el a csúcsformáját.',
      '{personM} sérülés miatt nem léphetett pályára.', 'A játékvezető {a:minute} percben tizenegyest ítélt, amelyet {personM} értékesített.',
      '„{qBare}” – mondta a találkozó után {personM}.', 'A döntőben {person} mindössze tizedekkel maradt le a győzelemről.',
      'A bajnokságban még {n} forduló van hátra.', 'A klub közleménye szerint a szerződés {yearIn} jár le.',
      'A magyar válogatott {timeNext} edzőtáborba vonul Telkiben.', 'Az előző idényben a csapat a bajnokság {rank} helyén végzett.',
      'A versenyen {n} ország {nBig} sportolója indult.', 'A mérkőzést élőben közvetítette az M4 Sport.',
    ],
    quotes: [
      'Büszke vagyok a csapatra, ma mindenki odatette magát.', 'Ezt a győzelmet a szurkolóknak ajánljuk.',
      'Még sokat kell dolgoznunk, de jó úton járunk.', 'Nem játszottunk jól, de a három pont a miénk.',
      'Egész évben erre a versenyre készültem.', 'A második félidőben elfogyott az erőnk.',
    ],
  },

  velemeny: {
    titles: [
      'Ideje őszintén beszélni {a:issueDel} {townLoc} is', 'Miért hallgat {inst} {a:issueDel}?',
      '{a:issue} nem magánügy, és {a:docNom} sem oldja meg', '{a:issue} mindannyiunk ügye, {person} szerint is',
      'Amit {a:issueDel} a politikusok nem mondanak el {townLoc}',
      'Hogyan tovább? Gondolatok {a:issueDel} {a:mjAdj} közgyűlés döntése után',
      'Nem elég beszélni {a:issueDel}, {inst} cselekedjen', '{person}: {opinionClaim}',
      '{person} szerint {a:issue} a következő évtized legnagyobb kérdése', 'Levél egy {townAdj} olvasótól {a:issueDel}',
      'Kinek jó, ha {a:issue} ismét lekerül {a:mjAdj} közgyűlés napirendjéről?', '{opinionClaim} – {a:issueDel} másképp',
      'Mit tanított nekünk {a:issue} {yearSince} óta?', '{a:issue} és a politika: {opinionClaimLc}',
      'Miért nem tudunk vitatkozni {a:issueDel} {townLoc} sem?', '{person} jegyzete {a:issueDel}',
      '{opinionClaim}, avagy mit kezdjünk {a:docNom} után {a:issueDel}?',
    ],
    leads: [
      'Sokan úgy gondolják, hogy {a:issue} csak a politikusok dolga, pedig mindannyiunkat érint.',
      'Az elmúlt években rengeteget beszéltünk {a:issueDel}, de kevés dolog változott. Ideje másképp gondolkodni.',
      '{a:issue} nem egyik napról a másikra alakult ki, és nem is fog egyik napról a másikra megoldódni.',
      '{person} szerint {a:issue} ma a közélet egyik legfontosabb kérdése, mégis alig esik róla szó.',
    ],
    sentences: [
      'Sokan úgy gondolják, hogy {a:issue} csak a politikusok dolga, pedig mindannyiunkat érint.',
      'Az elmúlt években rengeteget beszéltünk {a:issueDel}, de kevés dolog változott.',
      'Érdemes egy pillanatra megállni, és feltenni a kérdést: kinek az érdeke ez?',
      'Nem az a kérdés, hogy lesz-e változás, hanem hogy ki fizeti meg az árát.',
      '{townLoc} ezt már a saját bőrükön tapasztalják a lakók.', 'A megoldás nem egyszerű, de nem is lehetetlen.',
      'Aki járt már {townLoc} egy hétköznap reggel, pontosan tudja, miről beszélek.',
      'A döntéshozóknak végre meg kellene hallgatniuk a szakembereket.', 'Persze könnyű mindent a kormányra fogni.',
      '{a:issue} nem egyik napról a másikra alakult ki.', 'A számok önmagukban nem mondanak el mindent.',
      'Talán itt az ideje, hogy másképp gondolkodjunk {a:issueDel}.',
      'Európa más országaiban már évekkel ezelőtt megoldották ezt a problémát.',
      'A fővárosi közgyűlés vitái is azt mutatják, hogy a politika még nem talált választ.',
      'Ha nem teszünk semmit, tíz év múlva sokkal nagyobb árat fizetünk.', 'A közöny a legdrágább válasz.',
      'Nem hiszek a gyors megoldásokban, de hiszek a kitartó munkában.',
    ],
    quotes: [
      'Egy ország attól erős, hogy vitatkozni is tud.', 'A hallgatás is döntés.', 'A jövőt nem lehet kiszervezni.',
    ],
  },

  kultura: {
    titles: [
      '{person} {workNom} {workClaim}', '{venueLoc} nyílik kiállítás {person} életművéből',
      '{venueLoc} mutatják be {person} {workAcc}', '{venueLoc} kerül színpadra {play} {person} rendezésében',
      'Kiderült, ki kapja idén {a:award}: {person} is a jelöltek között', '{person} kapta idén {a:award}',
      '{person} filmje bekerült {a:filmFest} filmfesztivál versenyprogramjába', 'Megjelent {person} {workNom}',
      'Bemutatták {person} {workAcc}', 'Kritika: {person} {workNom} {workClaim}',
      'Interjú {person} {artistInstr}: {cultureQuote}', 'Ezt {a:numWord} kiállítást ne hagyja ki {season} {townLoc}',
      '{person}: {cultureQuote}', 'Díjat nyert {a:filmFest} filmfesztiválon {person} {filmWork}',
      'Elhunyt {person}, a magyar {artForm} meghatározó alakja', '{venueLoc} {play} lesz az évad első bemutatója',
      'Megújul {a:townAdj} színház, az évadnyitó {play}',
    ],
    leads: [
      '{person} {workNom} {workClaim}. A szerzővel a megjelenés kapcsán beszélgettünk.',
      '{venueLoc} {timeNext} nyílik kiállítás {person} életművéből, a tárlat {monthIn} is látogatható.',
      '{venueLoc} kerül színpadra {play} {person} rendezésében, a bemutató {day} lesz.',
      '{person} kapta idén {a:award}. A díjat {timePast} adták át ünnepélyes keretek között.',
    ],
    sentences: [
      'A kötet {timePast} jelent meg, és már az első héten felkerült a sikerlistákra.',
      'A kiállítás {monthIn} tekinthető meg, a belépőjegy ára {price} forint.', 'Az előadás rendezője {person}.',
      'A főszerepet {person} játssza, akit a közönség korábban tévésorozatokból ismerhetett meg.',
      'A kritikusok szerint a mű egyszerre szórakoztató és megrendítő.',
      '„{qBare}” – mondta lapunknak {person}.', 'A film forgatása {townLoc} és {roTownLoc} zajlott.',
      'A tárlaton {nBig} alkotás szerepel, köztük több eddig sosem látott munka.',
      'A bemutatót telt ház előtt tartották, a közönség vastapssal jutalmazta a társulatot.',
      'A szerző korábbi kötetei több nyelven is megjelentek.', 'A díjat {oldYear} óta ítélik oda.',
      'A zsűri elnöke {person} volt.', 'Az előadás hossza két óra, egy szünettel.',
      'A program részeként közönségtalálkozót is tartanak.', 'A regény a könyvhétre jelenik meg.',
    ],
    quotes: [
      'Ez a könyv évek óta bennem volt.', 'A színház akkor él, ha kérdez.', 'Minden képemben ott van a gyerekkorom.',
      'A közönség bátrabb, mint gondolnánk.',
    ],
  },

  after: {
    titles: [
      '{celeb} {celebEvent}', '{person}: {celebQuote}', 'Kiderült, ki lesz {a:show} új műsorvezetője: {person} is esélyes',
      'Kiderült, kik lesznek {a:show} versenyzői, {celeb} is köztük van',
      'Megvan, mikor érkezik {a:series} második évada, {person} is visszatér',
      'Itt az előzetes: {monthIn} érkezik {a:series} új évada', '{a:band} {monthIn} megjelent új albuma {albumClaim}',
      'Bejelentették {a:musicFest} első fellépőit, {a:band} is érkezik', '{numWord} tipp, hogy {lifeGoal} – {person} {lifeExpert} tanácsai',
      '{celeb}: ezért érdemes {activity}', '{person} {lifeExpert}: ezért érdemes {season} is {activity}',
      'Ezt mondja {person} {lifeExpert} {a:lifeTopicDel}', '{celeb} {a:show} kulisszatitkairól mesélt',
      '{a:band} is fellép {festLoc}, {person} is színpadra áll velük', 'Kiesett {a:show} favoritja: {person} búcsúzott',
      'Visszatér {a:series}, {person} is a szereplők között lesz', '{celeb} és {celeb2} közös dalt készített',
    ],
    leads: [
      '{celeb} {celebEvent}. A hírt a közösségi oldalán osztotta meg a rajongóival.',
      '{monthIn} érkezik {a:series} új évada, az előzetesből már sok minden kiderül.',
      '{a:band} {timePast} jelentette be, hogy {festLoc} is fellép, a jegyek pillanatok alatt elfogytak.',
      'A szakértők szerint már néhány apró változtatással is elérheted, hogy {lifeGoal}.',
    ],
    sentences: [
      'A bejegyzést néhány óra alatt több tízezren kedvelték.', 'A rajongók a kommentekben gratuláltak.',
      '„{qBare}” – írta a bejegyzésében {person}.', 'A műsort {day} este láthatják a nézők.',
      'A sorozat első évadát {nBig} ezren nézték.', 'A zenekar {monthIn} országos turnéra indul.',
      'A szakértő szerint a legfontosabb a rendszeresség.', 'Nem kell mindent egyszerre megváltoztatni.',
      '{person} korábban {a:show} versenyzőjeként vált ismertté.', 'A klip forgatása {townLoc} zajlott.',
      'A koncertre {n} ezer jegyet adtak el.', 'A dal már megjelenése napján felkerült a slágerlistára.',
      'Az új évad forgatása {townLoc} zajlott.', 'A fesztivál {monthIn} várja a látogatókat.',
      'Érdemes kis lépésekkel kezdeni, és fokozatosan bővíteni a rutint.',
    ],
    quotes: [
      'Életem legszebb napja volt.', 'Köszönöm mindenkinek a sok kedves üzenetet.', 'Ez a dal nekem nagyon személyes.',
      'Nem számítottam ekkora sikerre.',
    ],
  },

  tech: {
    titles: [
      '{a:techCo} {day} {techEvent}', 'Így működik {a:techThing}, amelyet {monthFrom} Magyarországon is bevezetnek',
      'Nagy leállás: {day} {n2} órán át nem működött {a:service}', 'Tesztünkben {a:gadget} ({nBig} ezer forint): {gadgetVerdict}',
      'Megéri {nBig} ezer forintot {a:gadget}? Kipróbáltuk', 'Új csalási hullám {townLoc}: {scam}',
      'Figyelmeztet {a:townAdj} rendőrség: {scam}', '{person} szerint {a:techThing} {techFuture}',
      '{a:techCo} {day} {techEvent}, a felhasználók kiakadtak',
      'Magyar fejlesztés: {townLoc} készült {a:techThing}, amire a világ is felfigyelt',
      '{townLoc} is elérhető lett {a:techThing}', '{personTitle} szerint {a:techThing} {techFuture}',
      '{a:techCo} {techEvent}, {a:techCo2} is lépni készül',
    ],
    leads: [
      '{a:techCo} {techEvent}. A változás a magyar felhasználókat is érinti.',
      'Órákig nem működött {a:service} {day}, a hibát a szolgáltató szerint már elhárították.',
      'Kipróbáltuk {a:gadget} tesztpéldányát: {gadgetVerdict}.',
      'A rendőrség szerint {scam}, ezért fokozott óvatosságra intenek.',
    ],
    sentences: [
      'A cég közleménye szerint a változás {monthFrom} lép életbe.', 'A szolgáltatás Magyarországon is elérhető.',
      'A szakértők szerint a felhasználóknak érdemes két lépcsőben védeni a fiókjukat.',
      'A hibát a szolgáltató szerint néhány óra alatt elhárították.', 'A készülék ára {nBig} ezer forint körül lesz.',
      'A tesztben {n} napig használtuk a készüléket.', 'Az akkumulátor egy töltéssel nagyjából {n} órát bírt.',
      '„{qBare}” – mondta {person}, a fejlesztőcég vezetője.', 'A Nemzeti Média- és Hírközlési Hatóság vizsgálja az ügyet.',
      'A támadás {n} ezer felhasználót érinthetett.', 'A rendőrség azt kéri, senki ne adja meg a kártyaadatait telefonon.',
      'Az Európai Bizottság szerint a cég megsértette az uniós szabályokat.', 'A frissítést érdemes minél előbb telepíteni.',
    ],
    quotes: [
      'A technológia önmagában se nem jó, se nem rossz.', 'A felhasználók biztonsága az első.',
      'Öt év múlva ez teljesen természetes lesz.',
    ],
  },

  erdely: {
    titles: [
      '{roTownLoc} {roEvent}', '{roInst} {docVP} {a:docAcc}', 'Népszámlálás: {roTownLoc} {share} százalékra csökkent a magyarok aránya',
      '{a:roTownAdj} RMDSZ: {roClause}', '{roInst} szerint {roClause}', 'Megújul {a:roTownAdj} {fac}', '{person}: {roClauseCap}',
      'Csíksomlyón {nBig} ezer zarándok vett részt a pünkösdi búcsún, többen, mint {pastYearIn}', 'Magyar napok {roTownLoc}: {roEvent}',
      '{roTownLoc} is {roEvent}', 'Tiltakoznak {a:roTownAdj} magyarok {a:docNom} miatt',
      'Összefogás {roTownLoc}: {roEvent}', 'Román–magyar közös projekt indul {roTownLoc} {bn} millió lejből',
    ],
    leads: [
      '{roTownLoc} {roEvent}, a helyi magyar közösség régóta várt erre a lépésre.',
      '{roInst} {timePast} {docVP} {a:docAcc}. A döntés az erdélyi magyar iskolákat is érinti.',
      'A legutóbbi népszámlálás szerint {roTownLoc} {share} százalékra csökkent a magyarok aránya.',
      '{personRo} szerint {roClause}. A szövetség a következő hetekben egyeztet a kormánnyal.',
    ],
    sentences: [
      'A rendezvényre {roTownFrom} és a környező falvakból is sokan érkeztek.',
      'Az RMDSZ szerint a döntés fontos lépés a kétnyelvűség felé.', '{a:roTownAdj} városi tanács {timeNext} szavaz a javaslatról.',
      'A helyi magyar közösség évek óta kéri a változást.', 'A beruházás uniós forrásból valósul meg.',
      '„{qBare}” – mondta {personRo}.', 'A programot a Bethlen Gábor Alap is támogatja.',
      'A magyar tannyelvű osztályokba idén {nBig} gyermeket írattak be.', 'A román hatóságok szerint minden szabályosan zajlott.',
      'A magyar és a román nyelvű feliratok {monthIn} kerülnek ki.', '{roTownLoc} a magyarok aránya {share} százalék.',
      'A helyi lap szerint a döntés mögött hosszú egyeztetés állt.', 'A megyei tanács a költségek felét vállalja.',
    ],
    quotes: [
      'Itthon akarunk boldogulni.', 'A nyelvünk a megmaradásunk záloga.', 'Együtt többet érünk el.',
    ],
  },

  szepkilatas: {
    titles: [
      '{kmWord} kilométeres kör {a:mountLoc}: {hikeClaim}', 'Túra {a:mountLoc}: {km} kilométer, {nBig} méter szint',
      'Új turistaút vezet {a:destHoz} {a:hikeTownAdj} vasútállomásról', 'Így jutsz el {a:destHoz} autó nélkül: {kmWord} kilométer gyalog',
      'Lezárták {a:trailColor} jelzést {a:mountLoc} {timePast}', 'A legszebb {seasonAdj} túrák {a:mountLoc}: {hikeClaim}',
      'Ezekre figyelj, ha {season} indulsz {a:destHoz}: {hikeTip}', 'Ezekre figyelj, ha {season} indulsz túrázni {a:mountLoc}: {hikeTip}',
      'Medvét láttak {timePast} {a:destHoz} vezető turistaút mellett',
      'Elkészült az új kilátó {a:mountLoc}: {kmWord} kilométeres tanösvény vezet hozzá',
      'Megújult {a:dest}, {monthFrom} újra látogatható, {a:trailColor} jelzésen érhető el', '{numWord} {seasonAdj} túra {a:mountLoc}, ahol szinte senkivel sem találkozol',
      'Hétvégi túratipp: {kmWord} kilométer {a:destHoz}, {hikeClaim}', 'Családi túra {a:destHoz} {season}: {n2} kilométer, sok pihenővel',
      'Felújították a turistaházat {a:mountLoc}, {monthFrom} ismét fogad vendégeket, egy éjszaka {price} forint',
    ],
    leads: [
      '{a:trailColor} jelzésen indulunk, és nagyjából {n2} óra alatt érünk fel {a:destHoz}.',
      '{a:mountLoc} {season} is érdemes túrázni, {a:kmShort} kilométeres kör kezdőknek is ajánlható.',
      '{a:hikeTownAdj} vasútállomásról indulunk, a cél {a:dest}, ahonnan tiszta időben messzire ellátni.',
    ],
    sentences: [
      'Az út első szakasza enyhén emelkedik, majd egy bükkös erdőn át vezet a gerincig.',
      'A kilátóból tiszta időben a Tátra csúcsai is látszanak.', 'A teljes táv {km} kilométer, a szintemelkedés nagyjából {nBig} méter.',
      'Érdemes vizet és réteges öltözetet vinni, mert a gerincen gyakran fúj a szél.',
      '{a:trailColor} jelzésen haladva egy forráshoz érünk, ahol megpihenhetünk.',
      'A túra nagyjából {n2} órát vesz igénybe, kisebb pihenőkkel.', 'Az Országos Kéktúra ezen szakasza a legszebbek közé tartozik.',
      'A turistaház hétvégén meleg étellel várja a túrázókat.', 'Visszafelé a zöld jelzésen ereszkedünk le a faluba.',
      '{a:hikeTownAdj} buszmegállóból {a:trailColor} jelzés vezet fel {a:destHoz}.',
      'A kilátó a két világháború között épült, és nemrég újították fel.',
      'Esős idő után a meredek szakaszokon csúszós lehet az ösvény.', 'Az útvonal kutyával is bejárható.',
      'Parkolni a falu szélén, a templom mellett lehet.', 'Az erdészet kéri, hogy senki ne térjen le a jelzett útról.',
    ],
    quotes: [
      'A hegy mindig megtanít alázatra.', 'Aki egyszer feljön ide, újra vissza fog jönni.',
      'A jelzéseket önkéntesek festik fel minden tavasszal.',
    ],
  },

  ellenorzo: {
    titles: [
      'Igaz-e, hogy {fcClaim}?', 'Ellenőriztük: {fcClaim}?', 'Hamis a hír, hogy {fcClaim}',
      'Félrevezető az az állítás, hogy {fcClaim}', 'Részben igaz, hogy {fcClaim}', 'Tényellenőrzés: tényleg {fcClaim}?',
      'Ellenőriztük, mit ígért {inst} {a:docDel}', 'Ellenőriztük {personTitle} állítását {a:issueDel}',
      'Tényleg {fcClaim}? Utánanéztünk', '{personTitle} szerint {fcClaim} – ellenőriztük',
    ],
    leads: [
      'A közösségi médiában terjed az állítás, hogy {fcClaim}. Utánanéztünk, mi igaz belőle.',
      '{personTitle} azt állította, hogy {fcClaim}. Ellenőriztük az adatokat.',
      'Sokan osztották meg azt a bejegyzést, amely szerint {fcClaim}. Ítéletünk: {verdict}.',
    ],
    sentences: [
      'A közösségi médiában az elmúlt napokban több ezer alkalommal osztották meg az állítást.',
      'Megnéztük a hivatalos adatokat, és megkérdeztük az illetékeseket is.',
      'A Központi Statisztikai Hivatal adatai nem támasztják alá az állítást.',
      'Az állítás részben igaz, de fontos részleteket hallgat el.', 'Ítéletünk: {verdict}.',
      'A hivatkozott rendelet valójában {monthFrom} lép hatályba, és csak egy szűk kört érint.',
      'Az Eurostat adatai szerint a különbség jóval kisebb, {pct} százalékpont.',
      '{inst} lapunk kérdésére azt írta, hogy ilyen döntés nem született.',
      'A bejegyzés egy {pastYearIn} megjelent cikkre hivatkozik, amelynek adatai már elavultak.',
      'A fővárosi közgyűlés jegyzőkönyveiben nincs nyoma ilyen határozatnak.',
      'Az eredeti idézet szövegkörnyezetéből kiragadva terjed.', 'Az állítás forrása egy névtelen közösségi oldal.',
    ],
    quotes: [
      'Ilyen döntésről nincs tudomásunk.', 'Az adatok mást mutatnak.',
    ],
  },
};

/** Short headline quotes for domestic politics (no full stop). */
export const DOMESTIC_QUOTE_TITLES: readonly string[] = [
  'Nem lesz több megszorítás', 'Idén befejeződik {a:townAdj} {fac} felújítása', 'Mindenki megkapja a beígért támogatást',
  'Nem emeljük a helyi adókat', 'Kész vagyunk a tárgyalásra', 'Ez a város nem eladó',
  'A közgyűlés nem lehet a pártharcok terepe', 'Jövőre sem lesz drágább a tömegközlekedés',
  'Újra kell gondolni {a:docAcc}', 'Hibás döntés volt {a:docNom}', 'Nem hagyjuk bezárni {a:townAdj} {facAcc}',
  'A fővárosi közgyűlésnek most kell döntenie', 'Nem félünk a népszavazástól',
];

/** Artistic fields for obituaries: "a magyar {artForm} meghatározó alakja". */
export const ART_FORMS: readonly string[] = [
  'irodalom', 'színházi élet', 'filmművészet', 'képzőművészet', 'zeneélet', 'fotográfia', 'táncművészet',
];

// ---------------------------------------------------------------------------------------------
// English
// ---------------------------------------------------------------------------------------------

export const EN_SUBJECTS: readonly string[] = [
  "Hungary's government", "Budapest's city assembly", 'The Hungarian central bank', 'The Hungarian parliament',
  'The European Commission', "Hungary's finance ministry", "{enTown}'s city council", 'The Constitutional Court',
  "Hungary's competition authority", 'The capital city assembly',
];

export const EN_VERBS: readonly string[] = [
  'approves', 'rejects', 'delays', 'unveils', 'backs', 'scraps', 'reviews', 'challenges', 'revises', 'defends',
];

export const EN_OBJECTS: readonly string[] = [
  'new parking rules', 'a tax reform package', 'the {year} budget', 'a controversial housing plan',
  'public transport fare hikes', 'an energy price cap', 'a new climate strategy', 'hospital funding changes',
  'a school reform', 'stricter building rules', 'a bridge renovation plan', 'a rental housing scheme',
  'a ban on short-term rentals', 'new rules for e-scooters',
];

export const EN_TITLES: readonly string[] = [
  '{enSubj} {enVerb} {enObj}', 'Forint {enFx} to {enEur} per euro as investors weigh {enReason}',
  'Hungarian inflation {enMove} to {enPct}% in {enMonth}', '{enTown} to get a new {enFacility} by {year}',
  '{enClub} beat {enClub2} {enScore} in the Hungarian league', 'Why {enIssue} matters for {enTown}',
  'Fact check: is it true that {enClaim}?', '{enNum} things to do in {enTown} this {enWhen}',
  'Central bank {enRate} as forint {enFx} to {enEur}', '{enPerson} elected mayor of {enTown}',
  'Thousands protest in {enTown} over {enIssue}', 'Researchers in {enTown} {enScience}',
  '{enTown} among the top European cities for {enRanking}', 'Lake Balaton {enBalaton} in {enMonth}',
  '{enPerson} wins {enMedal} at the {enChamp}',
];

export const EN_SENTENCES: readonly string[] = [
  'The decision was announced on {enDay}.', 'Critics say the move was rushed and poorly explained.',
  'The measure will affect around {n} thousand people, according to official estimates.',
  'Analysts expect the central bank to keep rates on hold for the rest of the year.',
  'The city assembly is due to vote on the proposal next week.', '"{enQuote}," said {enPerson}, a local councillor.',
  'Opposition parties called for an extraordinary session.', 'The forint traded at around {enEur} per euro on {enDay}.',
  'Inflation has eased since last year but remains above the central bank\'s target.',
  'Residents of {enTown} have been waiting for the project for almost a decade.',
  'The work is expected to cost {bn} billion forints, mostly funded by the European Union.',
  'The government says the plan will be reviewed after one year.', 'Local businesses have welcomed the change.',
  'Trade unions have threatened to strike if their demands are not met.',
  'According to the statistics office, household consumption grew by {enPct}% in {enMonth}.',
  'The ruling can still be appealed.', 'Tourism in the region has reached record levels this year.',
  'Experts warn that the housing shortage will not be solved quickly.',
];

export const EN_QUOTES: readonly string[] = [
  'This is only the first step', 'We will listen to the people who live here', 'The numbers speak for themselves',
  'Nobody wants higher prices', 'We need a real debate, not slogans', 'We are ready to negotiate',
];

export const EN_TOWNS: readonly string[] = [
  'Budapest', 'Debrecen', 'Szeged', 'Pécs', 'Győr', 'Miskolc', 'Eger', 'Sopron', 'Kecskemét', 'Veszprém',
  'Cluj-Napoca', 'Târgu Mureș', 'Oradea', 'Székesfehérvár', 'Nyíregyháza',
];

export const EN_FACILITIES: readonly string[] = [
  'tram line', 'swimming pool', 'concert hall', 'bus terminal', 'hospital wing', 'public library', 'bike path',
  'riverside park', 'sports arena', 'railway station',
];

export const EN_ISSUES: readonly string[] = [
  'the housing crisis', 'the rent crisis', 'the teacher shortage', 'the public transport fare hike', 'air pollution',
  'the healthcare backlog', 'the new parking fee', 'the water shortage', 'the cost of living', 'press freedom',
];

export const EN_CLAIMS: readonly string[] = [
  'petrol is cheaper in Hungary than in {enCountry}', '{enPct}% of Hungarians pay by phone',
  'the capital city assembly abolished free parking in {enMonth}', 'pensions will be cut in {year}',
  '{enTown} has the highest rents in the region', 'the forint lost {enPct}% of its value in {enMonth}',
  'salaries in {enCountry} are three times higher than in Hungary', '{enTown} will ban cars from its centre in {year}',
  'tap water in {enTown} is not safe to drink', '{enTown} will close all its public pools',
  'bread prices rose {enPct}% in a single month', '{enPerson} resigned from the city assembly',
];

export const EN_REASONS: readonly string[] = [
  'rate cut expectations', 'the budget deficit', 'EU funding talks', 'weak industrial data', 'higher energy prices',
  'global risk appetite',
];

export const EN_MISC = {
  fx: ['weakens', 'strengthens', 'steadies', 'slides', 'rebounds'],
  move: ['rises', 'falls', 'slows', 'climbs', 'eases'],
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  nums: ['Five', 'Six', 'Seven', 'Eight', 'Ten', 'Twelve'],
  rate: [
    'keeps base rate unchanged', 'cuts base rate by 25 basis points', 'raises base rate by 50 basis points',
    'warns of inflation risks', 'signals a pause in rate cuts',
  ],
  science: [
    'develop a faster cancer test', 'discover a new cave system in the Bükk', 'map the genome of the Hungarian grey cattle',
    'build a quantum sensor', 'find a Roman villa near Pécs', 'create a drought-resistant wheat variety',
    'test a self-driving bus', 'publish a new map of groundwater', 'train a Hungarian language model',
    'restore a medieval manuscript', 'track wolves in the Zemplén hills', 'design a cheaper heat pump',
  ],
  medals: ['gold', 'silver', 'bronze'],
  when: ['weekend', 'summer', 'autumn', 'winter', 'spring', 'month'],
  countries: ['Austria', 'Slovakia', 'Romania', 'Croatia', 'Poland', 'Germany', 'Slovenia', 'Serbia', 'Czechia'],
  champs: [
    'canoe sprint world championships', 'European swimming championships', 'fencing world championships',
    'European judo championships', 'modern pentathlon world cup', 'short track world championships',
  ],
  ranking: [
    'quality of life', 'remote workers', 'student life', 'public transport', 'nightlife', 'green spaces',
    'affordable housing', 'thermal baths', 'street food', 'cycling', 'safety', 'live music',
  ],
  balaton: [
    'water level drops to record low', 'sees record number of tourists', 'gets new ferry line',
    'beaches open early', 'water quality rated excellent', 'hosts cross-lake swim', 'hit by storm',
    'sailing regatta draws record crowd',
  ],
} as const;

// ---------------------------------------------------------------------------------------------
// Extra lists used by compound slots
// ---------------------------------------------------------------------------------------------

/** Films only (for festival templates), possessive nominative. */
export const FILM_WORKS: readonly string[] = [
  'legújabb filmje', 'új dokumentumfilmje', 'első nagyjátékfilmje', 'rövidfilmje', 'új animációs filmje',
];

/** Job titles for economists and business people, written after a name. */
export const ECON_OCCUPATIONS: readonly string[] = [
  'közgazdász', 'elemző', 'bankelemző', 'vezető közgazdász', 'adószakértő', 'vezérigazgató', 'befektetési tanácsadó',
  'pénzügyi szakértő', 'ingatlanpiaci elemző',
];

/** Foreign politicians, written after "{a:countryAdj}". */
export const FOREIGN_JOBS: readonly string[] = [
  'külügyminiszter', 'miniszterelnök', 'államfő', 'kormányfő', 'pénzügyminiszter', 'belügyminiszter',
  'ellenzéki vezető', 'kormányszóvivő', 'védelmi miniszter',
];

/** Organisations of the Hungarians in Romania, bare nominative. */
export const RO_ORGS: readonly string[] = [
  'RMDSZ', 'RMDSZ', 'Hargita megyei tanács', 'Kovászna megyei tanács', 'Maros megyei tanács', 'Bihar megyei tanács',
  'Erdélyi Magyar Szövetség', 'Romániai Magyar Pedagógusok Szövetsége', 'Sapientia Erdélyi Magyar Tudományegyetem',
  'Székely Nemzeti Tanács', 'Erdélyi Múzeum-Egyesület', 'Communitas Alapítvány',
];

export const RO_ROLES: readonly string[] = ['elnöke', 'alelnöke', 'szóvivője', 'tagja', 'képviselője', 'ügyvezetője'];

export const EN_CLUBS: readonly string[] = [
  'Ferencváros', 'Újpest', 'Debrecen', 'Puskás Akadémia', 'Paks', 'Fehérvár', 'ZTE', 'Kecskemét', 'Diósgyőr',
  'Győr', 'MTK', 'Nyíregyháza', 'Honvéd',
];

/** What a technology will do, after "{a:techThing}". */
export const TECH_FUTURES: readonly string[] = [
  'öt éven belül mindennapos lesz', 'túlértékelt', 'átalakítja a munkaerőpiacot', 'még gyerekcipőben jár',
  'nagy esély a magyar gazdaságnak', 'veszélyesebb, mint gondolnánk', 'olcsóbb lesz, mint hinnénk',
  'nem váltja be a hozzá fűzött reményeket', 'mindent megváltoztat, de nem úgy, ahogy gondolnánk',
  'a vidéket is elérheti', 'komoly adatvédelmi kérdéseket vet fel',
];

/** Lifestyle experts, written after a name. */
export const LIFE_EXPERTS: readonly string[] = [
  'dietetikus', 'pszichológus', 'alváskutató', 'személyi edző', 'háziorvos', 'életmódtanácsadó', 'gyógytornász',
  'táplálkozási szakértő', 'sportorvos',
];

/** Home types for property price titles ("egy {homeType}"). */
export const HOME_TYPES: readonly string[] = [
  'négyzetméter', 'használt lakás', 'új építésű lakás', 'panellakás', 'családi ház', 'garzonlakás', 'építési telek',
  'albérlet', 'társasházi lakás', 'hétvégi ház',
];

/** Seasonal hiking advice (clause). */
export const HIKE_TIPS: readonly string[] = [
  'vigyél fejlámpát', 'korán sötétedik', 'csúszósak az ösvények', 'aktívak a kullancsok', 'a völgyekben nincs térerő',
  'sok forrás kiszárad', 'vadászatok lehetnek', 'a turistaházak hétköznap zárva vannak', 'réteges öltözet kell',
  'a gerincen erős lehet a szél',
];

/** Central bank base rates, as written in Hungarian. */
export const BASE_RATES: readonly string[] = ['5,25', '5,5', '5,75', '6', '6,25', '6,5', '6,75', '7'];
