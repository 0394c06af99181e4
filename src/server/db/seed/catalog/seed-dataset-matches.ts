/**
 * Which BuildCores OpenDB record (its exact `metadata.name`, or a part number) describes each
 * curated product, for the seed cross-check (seed-vs-datasets.test.ts). Where the dataset lists
 * colour variants of one product, any of them will do: they share the facts the engine reads.
 * Products the dataset does not list (Founders Editions, some kits) are left out.
 */
export const BUILDCORES_MATCHES: Readonly<Record<string, string>> = {
  'case-cooler-master-masterbox-nr200p-v2':
    'Cooler Master NR200P V2 Mini-ITX 18L PC Case, Top-Mount 240mm|280mm Liquid Cooler, 356mm Vertical Mounting 3.5-Slot GPU, Tempered |Vented Panel, USB 3.2 Gen 2x2 Type C (NR200PV2-KCNN-S00)',
  'case-fractal-design-terra': 'Fractal Design Terra Mini ITX Desktop',
  'case-lian-li-a3-matx': 'Lian Li A3-mATX Micro ATX Mini Tower White / Brown Wood Mesh Side Panel',
  'case-corsair-2500x': 'Corsair 2500X Micro ATX Mini Tower Satin White / Gray Tempered Glass',
  'case-lian-li-o11-dynamic-evo':
    'Lian Li O11 Dynamic EVO ATX Mid Tower Gray / Black Tinted Tempered Glass Side Panel, USB 3.2 Gen 2 Type-C USB 3.2 Gen 1 Type-A',
  'case-fractal-design-north':
    'Fractal Design North ATX Mid Tower Charcoal Black with Mesh Side Panel and USB 3.2 Gen 2 Type-C, USB 3.2 Gen 1 Type-A',
  'case-nzxt-h6-flow': 'NZXT H6 Flow ATX Mid Tower White Tempered Glass Side Panel',
  'case-corsair-4000d-airflow':
    'Corsair 4000D Airflow ATX Mid Tower Teak Tempered Glass Side Panel, USB 3.2 Gen 2 Type-C, USB 3.2 Gen 1 Type-A',
  'case-be-quiet-pure-base-500dx':
    'be quiet! Pure Base 500DX ATX Mid Tower Black with Tempered Glass Side Panel and USB 3.2 Gen 2 Type-C, USB 3.2 Gen 1 Type-A',
  'case-montech-air-903-max': 'Montech AIR 903 MAX ATX Mid Tower Black Tempered Glass Side Panel',
  'case-fractal-design-meshify-2-xl':
    'Fractal Design Meshify 2 XL ATX Full Tower Black with Tinted Tempered Glass Side Panel and USB 3.2 Gen 2 Type-C, USB 2.0 Type-A',
  'case-corsair-7000d-airflow':
    'Corsair 7000D AIRFLOW ATX Full Tower Black Tempered Glass Side Panel',
  'case-be-quiet-dark-base-pro-901':
    'be quiet! Dark Base Pro 901 ATX Full Tower Black Tempered Glass Side Panel',
  'case-cooler-master-cosmos-c700m':
    'Cooler Master Cosmos C700M ATX Full Tower Silver / White Tempered Glass Side Panel USB 3.2 Gen 2 Type-C USB 3.2 Gen 1 Type-A',
  'case-corsair-9000d-rgb-airflow': 'Corsair 9000D ATX Full Tower RGB AIRFLOW',
  'case-phanteks-enthoo-719': 'Phanteks Enthoo 719 ATX Full Tower Black Tempered Glass Side Panel',
  'case-lian-li-v3000-plus': 'Lian Li V3000 PLUS ATX Full Tower Black Side Panel Tempered Glass',
  'case-corsair-obsidian-1000d':
    'Corsair Obsidian 1000D ATX Full Tower Black with Tempered Glass Side Panel and USB 3.2 Gen 2 Type-C USB 3.2 Gen 1 Type-A',
  'cpu-intel-core-i3-14100f': 'Intel Core i3 14100F',
  'cpu-intel-core-i5-12400f': 'Intel Core i5 12400F',
  'cpu-intel-core-i5-12600k': 'Intel Core i5 12600K',
  'cpu-intel-core-i5-14400f': 'Intel Core i5 14400F',
  'cpu-intel-core-i5-14600k': 'Intel Core i5 14600K',
  'cpu-intel-core-i7-14700k': 'Intel Core i7 14700K',
  'cpu-intel-core-i9-14900k': 'Intel Core i9-14900K',
  'cpu-intel-core-i9-13900k': 'Intel Core i9 13900K',
  'cpu-intel-core-ultra-5-225': 'Intel Core Ultra 5 225',
  'cpu-intel-core-ultra-5-245k': 'Intel Core Ultra 5 245K',
  'cpu-intel-core-ultra-7-265k': 'Intel Core Ultra 7 265K',
  'cpu-intel-core-ultra-9-285k': 'Intel Core Ultra 9 285K',
  'cpu-amd-ryzen-5-5600': 'AMD Ryzen 5 5600',
  'cpu-amd-ryzen-5-5600x': 'AMD Ryzen 5 5600X',
  'cpu-amd-ryzen-5-5600g': 'AMD Ryzen 5 5600G',
  'cpu-amd-ryzen-7-5700x3d': 'AMD Ryzen 7 5700X3D',
  'cpu-amd-ryzen-7-5800x3d': 'AMD Ryzen 7 5800X3D 3.4 GHz 8-Core AM4',
  'cpu-amd-ryzen-5-7600': 'AMD Ryzen 5 7600',
  'cpu-amd-ryzen-7-7800x3d': 'AMD Ryzen 7 7800X3D',
  'cpu-amd-ryzen-5-9600x': 'AMD Ryzen 5 9600X',
  'cpu-amd-ryzen-7-9700x': 'AMD Ryzen 7 9700X',
  'cpu-amd-ryzen-7-9800x3d': 'AMD Ryzen 7 9800X3D',
  'cpu-amd-ryzen-9-9900x': 'AMD Ryzen 9 9900X',
  'cpu-amd-ryzen-9-9950x': 'AMD Ryzen 9 9950X',
  'cpu-amd-ryzen-9-9950x3d': 'AMD Ryzen 9 9950X3D',
  'motherboard-asus-rog-strix-z790-e-gaming-wifi-ii':
    'Asus ROG STRIX Z790-E GAMING WIFI II DDR5 ATX',
  'motherboard-msi-pro-z790-a-max-wifi': 'MSI Z790 PRO-A MAX WIFI LGA1700 DDR5 ATX',
  'motherboard-msi-mag-b760-tomahawk-wifi': 'MSI MAG B760 TOMAHAWK WIFI DDR5 ATX',
  'motherboard-gigabyte-b760m-ds3h-ddr4': 'Gigabyte B760M DS3H DDR4 Micro ATX',
  'motherboard-asus-rog-strix-b760-i-gaming-wifi':
    'ASUS ROG STRIX B760-I GAMING WIFI LGA1700 DDR5 Mini-ITX',
  'motherboard-msi-mag-z890-tomahawk-wifi': 'MSI MAG Z890 TOMAHAWK WIFI',
  'motherboard-asus-tuf-gaming-b860-plus-wifi': 'Asus B860 TUF GAMING PLUS WIFI LGA1851 DDR5 ATX',
  'motherboard-gigabyte-b860m-aorus-elite-wifi6e':
    'Gigabyte B860M AORUS ELITE WIFI6E DDR5 Micro ATX',
  'motherboard-asus-rog-strix-z890-i-gaming-wifi':
    'ASUS ROG STRIX Z890-I GAMING WIFI LGA1851 DDR5 Mini-ITX',
  'motherboard-msi-b550-tomahawk': 'MSI MAG B550 TOMAHAWK',
  'motherboard-asus-tuf-gaming-b550m-plus-wifi-ii': 'ASUS TUF GAMING B550M-PLUS WIFI II',
  'motherboard-gigabyte-b550i-aorus-pro-ax': 'GIGABYTE AORUS B550I PRO AX AM4 DDR4 MINI-ITX',
  'motherboard-asus-rog-strix-x870e-e-gaming-wifi': 'ASUS ROG STRIX X870E-E GAMING WIFI',
  'motherboard-msi-mag-b650-tomahawk-wifi': 'MSI MAG B650 TOMAHAWK WIFI AM5 DDR5 ATX',
  'motherboard-gigabyte-b650m-aorus-elite-ax': 'Gigabyte B650M AORUS ELITE AX DDR5 Micro ATX',
  'motherboard-asus-rog-strix-b650e-i-gaming-wifi': 'Asus ROG STRIX B650E-I GAMING WIFI',
  'memory-corsair-vengeance-lpx-16gb-ddr4-3200':
    'Corsair Vengeance LPX DDR4-3200 CL16 16GB (2x8GB)',
  'memory-corsair-vengeance-lpx-32gb-ddr4-3200':
    'Corsair Vengeance LPX DDR4-3200 CL16 32GB (2x16GB)',
  'memory-corsair-vengeance-lpx-64gb-4x16-ddr4-3200':
    'Corsair Vengeance LPX Black / Yellow DDR4-3200 CL16 64GB (4x16GB)',
  'memory-gskill-ripjaws-v-32gb-ddr4-3600': 'G.Skill Ripjaws V Black DDR4-3600 CL16 32GB (2x16GB)',
  'memory-kingston-fury-beast-rgb-32gb-ddr4-3200':
    'Kingston FURY Beast RGB DDR4-3200 CL16 32GB (2x16GB)',
  'memory-gskill-trident-z-neo-64gb-ddr4-3600':
    'G.Skill Trident Z Neo Silver / Black DDR4-3600 CL18 64GB (2x32GB)',
  'memory-corsair-vengeance-32gb-ddr5-6000': 'Corsair Vengeance White DDR5-6000 CL36 32GB (2x16GB)',
  'memory-kingston-fury-beast-32gb-ddr5-6000':
    'Kingston FURY Beast White DDR5-6000 CL30 32GB (2x16GB)',
  'memory-gskill-flare-x5-32gb-ddr5-6000': 'G.Skill Flare X5 Black DDR5-6000 CL30 32GB (2x16GB)',
  'memory-gskill-trident-z5-rgb-32gb-ddr5-6400':
    'G.Skill Trident Z5 RGB Matte Black DDR5-6400 CL32 32GB (2x16GB)',
  'memory-corsair-vengeance-rgb-64gb-ddr5-6000':
    'Corsair Vengeance RGB Black DDR5-6000 CL30 64GB (2x32GB)',
  'memory-corsair-dominator-titanium-64gb-ddr5-6600':
    'Corsair DOMINATOR TITANIUM RGB 64GB (2x32GB) DDR5 6600 CL32 Black',
  'gpu-gigabyte-geforce-rtx-5090-gaming-oc': 'GIGABYTE GeForce RTX 5090 GAMING OC 32G GDDR7',
  'gpu-asus-tuf-gaming-geforce-rtx-5070-ti-oc': 'Asus TUF GAMING OC GeForce RTX 5070 Ti 16GB GDDR7',
  'gpu-msi-geforce-rtx-5060-ti-16g-ventus-2x-oc-plus':
    'MSI GeForce RTX 5060 Ti 16G VENTUS 2X PLUS GDDR7',
  'gpu-msi-geforce-rtx-5060-8g-ventus-2x-oc': 'MSI GeForce RTX 5060 8G VENTUS 2X OC V1',
  'gpu-gigabyte-geforce-rtx-4060-windforce-oc': 'Gigabyte WINDFORCE OC GeForce RTX 4060 8G GDDR6',
  'gpu-sapphire-pulse-radeon-rx-9070-xt': 'Sapphire PULSE Radeon RX 9070 XT 16GB GDDR6',
  'gpu-sapphire-pulse-radeon-rx-9060-xt-16gb': 'Sapphire Radeon RX 9060 XT PULSE 16GB OC GDDR6',
  'gpu-asrock-intel-arc-b570-challenger-oc': 'ASRock Intel Arc B570 Challenger 10GB GDDR6 OC',
  'psu-corsair-cx550': 'Corsair CX550 (2017) ATX 550W Non-Modular 80+ Bronze Certified',
  'psu-msi-mag-a650bn': 'MSI MAG A650BN Black ATX 650W Non-Modular 80+ Bronze Certified',
  'psu-corsair-rm750e': 'Corsair RM750e (2025) Black 750W Fully Modular',
  'psu-corsair-rm850x': 'Corsair RM850x (2024) Black ATX 850W Fully Modular',
  'psu-seasonic-focus-gx-850-atx3':
    'SeaSonic FOCUS GX-850 ATX 3.0 850W Fully Modular 80+ Gold Certified',
  'psu-be-quiet-pure-power-12-m-1000w':
    'be quiet! Pure Power 12 M Black 1000W Fully Modular 80+ Gold Certified ATX',
  'psu-corsair-rm1000x': 'Corsair RM1000x (2024) Black ATX 1000W Fully Modular',
  'psu-be-quiet-dark-power-pro-13-1600w':
    'be quiet! Dark Power Pro 13 1600W Fully Modular 80+ Titanium Certified',
  'psu-corsair-sf750': 'Corsair SF750 (2024) SFX 750W Fully Modular 80+ Platinum Certified',
  'psu-cooler-master-v850-sfx-gold':
    'Cooler Master V850 SFX Gold 850W Fully Modular 80+ Gold Certified',
  'cooling-cpu-noctua-nh-d15-g2': 'Noctua NH-D15 G2 Air 168mm Brown / Silver',
  'cooling-cpu-be-quiet-dark-rock-pro-5': 'be quiet! Dark Rock Pro 5 Air 168mm Black',
  'cooling-cpu-deepcool-ak620': 'Deepcool AK620 Air 160mm White',
  'cooling-cpu-thermalright-peerless-assassin-120-se':
    'Thermalright Peerless Assassin 120 SE Air 155mm Black',
  'cooling-cpu-arctic-freezer-36': 'ARCTIC Freezer 36 (Black) CPU Cooler',
  'cooling-cpu-noctua-nh-l9i-17xx-chromax-black':
    'Noctua NH-L9i-17xx chromax.black Air 37mm 33.84 CFM Black',
  'cooling-cpu-noctua-nh-l9a-am5-chromax-black': 'Noctua NH-L9A-AM5 CHROMAX.BLACK Air 37mm Black',
  'cooling-cpu-arctic-liquid-freezer-iii-240':
    'ARCTIC Liquid Freezer III Water 240 A-RGB 48.82 CFM Black',
  'cooling-cpu-corsair-nautilus-240-rs': 'Corsair NAUTILUS 240 RS LCD Water 240mm 72.8 CFM Black',
  'cooling-cpu-corsair-icue-link-titan-360-rx-rgb':
    'Corsair iCUE LINK TITAN 360 RX Water 360mm LCD Black',
  'cooling-cpu-nzxt-kraken-elite-280': 'NZXT Kraken Elite 280 RGB Black (2024)',
};

/**
 * Which pc-part-dataset record describes each curated product (its exact `name`, with the
 * fields that tell listings of one name apart, e.g. a graphics card's `chipset`). The dataset
 * states fewer facts than BuildCores: the cross-check compares only those (see the test).
 */
export interface PcPartMatch {
  name: string;
  where?: Readonly<Record<string, unknown>>;
}

export const PC_PART_MATCHES: Readonly<Record<string, PcPartMatch>> = {
  'case-cooler-master-masterbox-nr200p-v2': { name: 'Cooler Master MasterBox NR200P V2' },
  'case-fractal-design-terra': { name: 'Fractal Design Terra' },
  'case-lian-li-a3-matx': { name: 'Lian Li A3-mATX' },
  'case-corsair-2500x': { name: 'Corsair 2500X' },
  'case-lian-li-o11-dynamic-evo': { name: 'Lian Li O11 Dynamic EVO' },
  'case-fractal-design-north': { name: 'Fractal Design North' },
  'case-nzxt-h6-flow': { name: 'NZXT H6 Flow' },
  'case-corsair-4000d-airflow': { name: 'Corsair 4000D Airflow' },
  'case-be-quiet-pure-base-500dx': { name: 'be quiet! Pure Base 500DX' },
  'case-montech-air-903-max': { name: 'Montech AIR 903 MAX' },
  'case-fractal-design-meshify-2-xl': { name: 'Fractal Design Meshify 2 XL' },
  'case-corsair-7000d-airflow': { name: 'Corsair 7000D AIRFLOW' },
  'case-be-quiet-dark-base-pro-901': { name: 'be quiet! Dark Base Pro 901' },
  'case-cooler-master-cosmos-c700m': { name: 'Cooler Master Cosmos C700M' },
  'case-corsair-9000d-rgb-airflow': { name: 'Corsair 9000D RGB AIRFLOW' },
  'case-phanteks-enthoo-719': { name: 'Phanteks Enthoo 719' },
  'case-lian-li-v3000-plus': { name: 'Lian Li V3000 PLUS' },
  'cpu-intel-core-i3-14100f': { name: 'Intel Core i3-14100F' },
  'cpu-intel-core-i5-12400f': { name: 'Intel Core i5-12400F' },
  'cpu-intel-core-i5-12600k': { name: 'Intel Core i5-12600K' },
  'cpu-intel-core-i5-14400f': { name: 'Intel Core i5-14400F' },
  'cpu-intel-core-i5-14600k': { name: 'Intel Core i5-14600K' },
  'cpu-intel-core-i7-14700k': { name: 'Intel Core i7-14700K' },
  'cpu-intel-core-i9-14900k': { name: 'Intel Core i9-14900K' },
  'cpu-intel-core-i9-13900k': { name: 'Intel Core i9-13900K' },
  'cpu-intel-core-ultra-5-225': { name: 'Intel Core Ultra 5 225' },
  'cpu-intel-core-ultra-5-245k': { name: 'Intel Core Ultra 5 245K' },
  'cpu-intel-core-ultra-7-265k': { name: 'Intel Core Ultra 7 265K' },
  'cpu-intel-core-ultra-9-285k': { name: 'Intel Core Ultra 9 285K' },
  'cpu-amd-ryzen-5-5600': { name: 'AMD Ryzen 5 5600' },
  'cpu-amd-ryzen-5-5600x': { name: 'AMD Ryzen 5 5600X' },
  'cpu-amd-ryzen-5-5600g': { name: 'AMD Ryzen 5 5600G' },
  'cpu-amd-ryzen-7-5700x3d': { name: 'AMD Ryzen 7 5700X3D' },
  'cpu-amd-ryzen-7-5800x3d': { name: 'AMD Ryzen 7 5800X3D' },
  'cpu-amd-ryzen-5-7600': { name: 'AMD Ryzen 5 7600' },
  'cpu-amd-ryzen-7-7800x3d': { name: 'AMD Ryzen 7 7800X3D' },
  'cpu-amd-ryzen-5-9600x': { name: 'AMD Ryzen 5 9600X' },
  'cpu-amd-ryzen-7-9700x': { name: 'AMD Ryzen 7 9700X' },
  'cpu-amd-ryzen-7-9800x3d': { name: 'AMD Ryzen 7 9800X3D' },
  'cpu-amd-ryzen-9-9900x': { name: 'AMD Ryzen 9 9900X' },
  'cpu-amd-ryzen-9-9950x': { name: 'AMD Ryzen 9 9950X' },
  'cpu-amd-ryzen-9-9950x3d': { name: 'AMD Ryzen 9 9950X3D' },
  'motherboard-asus-rog-strix-z790-e-gaming-wifi-ii': {
    name: 'Asus ROG STRIX Z790-E GAMING WIFI II',
  },
  'motherboard-msi-pro-z790-a-max-wifi': { name: 'MSI PRO Z790-A MAX WIFI' },
  'motherboard-msi-mag-b760-tomahawk-wifi': { name: 'MSI MAG B760 TOMAHAWK WIFI' },
  'motherboard-gigabyte-b760m-ds3h-ddr4': { name: 'Gigabyte B760M DS3H DDR4' },
  'motherboard-asus-rog-strix-b760-i-gaming-wifi': { name: 'Asus ROG STRIX B760-I GAMING WIFI' },
  'motherboard-msi-mag-z890-tomahawk-wifi': { name: 'MSI MAG Z890 TOMAHAWK WIFI' },
  'motherboard-asus-tuf-gaming-b860-plus-wifi': { name: 'Asus TUF GAMING B860-PLUS WIFI' },
  'motherboard-gigabyte-b860m-aorus-elite-wifi6e': { name: 'Gigabyte B860M AORUS ELITE WIFI6E' },
  'motherboard-asus-rog-strix-z890-i-gaming-wifi': { name: 'Asus ROG STRIX Z890-I GAMING WIFI' },
  'motherboard-msi-b550-tomahawk': { name: 'MSI MAG B550 TOMAHAWK' },
  'motherboard-asus-tuf-gaming-b550m-plus-wifi-ii': { name: 'Asus TUF GAMING B550M-PLUS WIFI II' },
  'motherboard-gigabyte-b550i-aorus-pro-ax': { name: 'Gigabyte B550I AORUS PRO AX' },
  'motherboard-asus-rog-strix-x870e-e-gaming-wifi': { name: 'Asus ROG STRIX X870E-E GAMING WIFI' },
  'motherboard-msi-mag-b650-tomahawk-wifi': { name: 'MSI MAG B650 TOMAHAWK WIFI' },
  'motherboard-gigabyte-b650m-aorus-elite-ax': { name: 'Gigabyte B650M AORUS ELITE AX' },
  'motherboard-asus-rog-strix-b650e-i-gaming-wifi': { name: 'Asus ROG STRIX B650E-I GAMING WIFI' },
  'gpu-nvidia-geforce-rtx-5090-founders-edition': {
    name: 'NVIDIA Founders Edition',
    where: { chipset: 'GeForce RTX 5090' },
  },
  'gpu-gigabyte-geforce-rtx-5090-gaming-oc': {
    name: 'Gigabyte GAMING OC',
    where: { chipset: 'GeForce RTX 5090' },
  },
  'gpu-nvidia-geforce-rtx-5080-founders-edition': {
    name: 'NVIDIA Founders Edition',
    where: { chipset: 'GeForce RTX 5080' },
  },
  'gpu-asus-tuf-gaming-geforce-rtx-5070-ti-oc': {
    name: 'Asus TUF GAMING OC',
    where: { chipset: 'GeForce RTX 5070 Ti' },
  },
  'gpu-nvidia-geforce-rtx-5070-founders-edition': {
    name: 'NVIDIA Founders Edition',
    where: { chipset: 'GeForce RTX 5070' },
  },
  'gpu-msi-geforce-rtx-5060-ti-16g-ventus-2x-oc-plus': {
    name: 'MSI VENTUS 2X PLUS OC',
    where: { memory: 16, chipset: 'GeForce RTX 5060 Ti' },
  },
  'gpu-msi-geforce-rtx-5060-8g-ventus-2x-oc': {
    name: 'MSI VENTUS 2X OC',
    where: { memory: 8, chipset: 'GeForce RTX 5060' },
  },
  'gpu-gigabyte-geforce-rtx-4060-windforce-oc': {
    name: 'Gigabyte WINDFORCE OC',
    where: { chipset: 'GeForce RTX 4060' },
  },
  'gpu-nvidia-geforce-rtx-4070-super-founders-edition': {
    name: 'NVIDIA Founders Edition',
    where: { chipset: 'GeForce RTX 4070 SUPER' },
  },
  'gpu-sapphire-pulse-radeon-rx-9070-xt': {
    name: 'Sapphire PULSE',
    where: { chipset: 'Radeon RX 9070 XT' },
  },
  'gpu-sapphire-pulse-radeon-rx-9060-xt-16gb': {
    name: 'Sapphire PULSE',
    where: { memory: 16, chipset: 'Radeon RX 9060 XT' },
  },
  'gpu-intel-arc-b580-limited-edition': {
    name: 'Intel Limited Edition',
    where: { chipset: 'Arc B580' },
  },
  'gpu-asrock-intel-arc-b570-challenger-oc': {
    name: 'ASRock Challenger OC',
    where: { chipset: 'Arc B570' },
  },
  'psu-msi-mag-a650bn': { name: 'MSI MAG A650BN', where: { wattage: 650 } },
  'psu-corsair-rm850x': { name: 'Corsair RM850x', where: { wattage: 850 } },
  'psu-be-quiet-pure-power-12-m-1000w': {
    name: 'be quiet! Pure Power 12 M',
    where: { wattage: 1000 },
  },
  'psu-corsair-rm1000x': { name: 'Corsair RM1000x', where: { wattage: 1000 } },
  'psu-be-quiet-dark-power-pro-13-1600w': {
    name: 'be quiet! Dark Power Pro 13',
    where: { wattage: 1600 },
  },
  'psu-cooler-master-v850-sfx-gold': {
    name: 'Cooler Master V850 SFX GOLD',
    where: { wattage: 850 },
  },
};
