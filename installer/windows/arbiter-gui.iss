; Inno Setup 6 script (6.3 or later): arbiter-gui's Windows setup program, wrapping the
; PyInstaller one-folder build dist\arbiter-gui\ into dist\arbiter-gui-<version>-setup.exe.
;
; `make dist` on Windows runs it after PyInstaller (installer\package.py calls ISCC.exe with the
; version and the folder). By hand, from the repository root, after PyInstaller:
;
;   "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" /DAppVersion=0.1.0 installer\windows\arbiter-gui.iss
;
; The setup installs for the current user by default (no administrator rights; the program goes
; to %LOCALAPPDATA%\Programs\arbiter-gui), or for all users when the arbiter chooses so in its
; first page. It adds a Start menu entry, optionally a desktop icon, and the file types: .arbiter
; (the tournament file) always, .trf (FIDE's exchange format, which other programs open too)
; as the default only when the arbiter leaves its task ticked; it is always in "Open with".
; Tournament files, settings, recent files and logs live in the user's folders, never in {app},
; and the uninstaller leaves them.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
; PyInstaller's output folder, relative to this script's folder unless given absolute.
#ifndef DistDir
  #define DistDir "..\..\dist"
#endif
#define AppName "arbiter-gui"
#define AppExe "arbiter-gui.exe"

[Setup]
; The AppId identifies the program across versions: an update replaces the installed one. Never
; change it.
AppId={{6F1B7C2E-9D4A-4E1B-8C3F-2A5D7E9B1C40}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#DistDir}
OutputBaseFilename={#AppName}-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\arbiter-gui.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; Tell Explorer that file types changed, so the icons and "Open with" update at once.
ChangesAssociations=yes
CloseApplications=yes

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "trfdefault"; Description: "Open .trf files (FIDE tournament report files) with {#AppName}"; GroupDescription: "File types:"

[InstallDelete]
; An update replaces the whole program folder: no module of the previous version stays behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#DistDir}\{#AppName}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Swiss chess tournaments: FIDE pairings, results, standings and printouts"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; HKA is HKEY_CURRENT_USER for a per-user install, HKEY_LOCAL_MACHINE for an all-users one.
; .arbiter: the tournament file, ours.
Root: HKA; Subkey: "Software\Classes\.arbiter"; ValueType: string; ValueName: ""; ValueData: "ArbiterGui.Tournament"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.arbiter\OpenWithProgids"; ValueType: string; ValueName: "ArbiterGui.Tournament"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\ArbiterGui.Tournament"; ValueType: string; ValueName: ""; ValueData: "arbiter-gui tournament"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\ArbiterGui.Tournament\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\ArbiterGui.Tournament\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; .trf: in "Open with" always; the default program only with the task.
Root: HKA; Subkey: "Software\Classes\.trf\OpenWithProgids"; ValueType: string; ValueName: "ArbiterGui.Trf"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.trf"; ValueType: string; ValueName: ""; ValueData: "ArbiterGui.Trf"; Flags: uninsdeletevalue; Tasks: trfdefault
Root: HKA; Subkey: "Software\Classes\ArbiterGui.Trf"; ValueType: string; ValueName: ""; ValueData: "FIDE tournament report file"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\ArbiterGui.Trf\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\ArbiterGui.Trf\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; The program's own entry, so that Explorer lists it for both types in "Open with".
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".arbiter"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".trf"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
